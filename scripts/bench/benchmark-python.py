#!/usr/bin/env python3
"""Our Python bindings against upstream's own (pybind11, built from the same
MLIR release by scripts/bench/build-upstream-bindings), side by side in one
run, in alternating rounds: building IR (a func of 10,000 arith.addi, and the
cost per op at 4k, 16k and 64k ops), the first script (import + Context() +
parse) and `import mlir.ir` (process wall time, the bare interpreter's
subtracted), parse + str of 10,000 ops, peak RSS.  Then ours against the C API
(start-up, memory, building ops).  Prints Markdown tables; ratios are ours /
upstream and Python / C.  Without upstream's build it says so and measures
ours alone.
Usage: scripts/bench/benchmark-python.py [--prefix] PREFIX [--upstream DIR]
         [--rounds N] [--runs N] [--python PYTHON]
  PREFIX      our install (its lib/python3/dist-packages holds the package)
  --upstream  the build directory of scripts/bench/build-upstream-bindings
              (default build/bench/upstream-bindings)
  --rounds    alternating rounds (default 5); --runs: process starts timed a
              round for each start-up row (default 10)"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile

import timing

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.dirname(os.path.dirname(here))
workloads = os.path.join(here, "python-workloads.py")
BUILD_N, SCALING, PARSE_N = 10000, (4000, 16000, 64000), 10000
ASM = ("func.func @add(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n")
FIRST_SCRIPT = "import mlir.ir as ir\nwith ir.Context(): ir.Module.parse(%r)" % ASM


def arguments():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("prefix_pos", nargs="?", metavar="PREFIX")
    p.add_argument("--prefix")
    p.add_argument("--upstream", default=os.path.join(top, "build", "bench", "upstream-bindings"))
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--python", default="/usr/bin/python3")
    a = p.parse_args()
    a.prefix = a.prefix or a.prefix_pos
    if not a.prefix:
        p.error("the install prefix of ours is needed (--prefix PREFIX)")
    a.prefix = os.path.abspath(a.prefix)
    if not os.path.isdir(os.path.join(a.prefix, "lib", "python3", "dist-packages", "mlir")):
        p.error("no mlir package under %s/lib/python3/dist-packages" % a.prefix)
    return a


def llvm_major_of_ours(prefix):
    with open(os.path.join(prefix, "lib", "pkgconfig", "mlir-c-core.pc")) as pc:
        return next(l.split("=", 1)[1].strip() for l in pc if l.startswith("llvm_major="))


def upstream_package(args):
    """The path of upstream's built package, or None with the reason printed."""
    build = os.path.abspath(args.upstream)
    pkg = os.path.join(build, "python_packages", "mlir_core")
    version_file = os.path.join(build, "llvm-major")
    if not os.path.isfile(version_file) or not os.path.isdir(os.path.join(pkg, "mlir", "_mlir_libs")):
        print("upstream's bindings are not built in %s: measuring ours alone;" % build)
        print("build them with scripts/bench/build-upstream-bindings (needs pybind11-dev)\n")
        return None
    theirs, ours = open(version_file).read().strip(), llvm_major_of_ours(args.prefix)
    if theirs != ours:
        print("upstream's bindings in %s are LLVM %s's, ours LLVM %s's: measuring ours alone\n" % (build, theirs, ours))
        return None
    return pkg


def environments(args):
    """name -> environment running that implementation's `mlir` package."""
    base = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    for k in ("PYTHONPATH", "LD_LIBRARY_PATH"):
        base.pop(k, None)
    envs = {}
    upstream_pkg = upstream_package(args)
    if upstream_pkg:
        envs["upstream"] = dict(base, PYTHONPATH=upstream_pkg)
    envs["ours"] = dict(base, PYTHONPATH=os.path.join(args.prefix, "lib", "python3", "dist-packages"),
                        LD_LIBRARY_PATH=os.path.join(args.prefix, "lib"))
    for env in envs.values():
        byte_compile(args.python, os.path.join(env["PYTHONPATH"], "mlir"))
    return envs


def byte_compile(python, package):
    """Both packages start as installed ones do, from bytecode (Debian's
    py3compile and pip write it at install); the runs write nothing."""
    subprocess.run([python, "-m", "compileall", "-q", package], check=True, stdout=subprocess.DEVNULL)


def workload(python, env, *argv):
    return json.loads(timing.output([python, workloads] + [str(a) for a in argv], env))


def one_round(args, name, env, bare):
    """One round of every measure for one implementation: a dict of floats."""
    py = args.python
    r = {}
    r["import ms"] = (timing.median_seconds([py, "-c", "import mlir.ir"], env, args.runs) - bare) * 1e3
    r["first ms"] = (timing.median_seconds([py, "-c", FIRST_SCRIPT], env, args.runs) - bare) * 1e3
    r["build ms"] = workload(py, env, "build", BUILD_N)[str(BUILD_N)]
    for n, ms in workload(py, dict(env, REPEAT="2"), "build", *SCALING).items():
        r["us/op %s" % n] = ms * 1e3 / int(n)
    r["parse ms"] = workload(py, env, "parse", PARSE_N)[str(PARSE_N)]
    rss = workload(py, env, "rss", BUILD_N)
    r["rss import MB"], r["rss built MB"] = rss["import"] / 1024, rss["built"] / 1024
    r["anon built MB"] = rss["anon"] / 1024
    return r


def compare(args, envs):
    """Alternating rounds (the order flips each round); medians over rounds."""
    rounds = {name: [] for name in envs}
    bare_runs = []
    names = list(envs)
    for i in range(args.rounds):
        bare = timing.median_seconds([args.python, "-c", "pass"], None, args.runs)
        bare_runs.append(bare)
        for name in (names if i % 2 == 0 else names[::-1]):
            rounds[name].append(one_round(args, name, envs[name], bare))
    return ({name: {k: statistics.median(r[k] for r in rs) for k in rs[0]} for name, rs in rounds.items()},
            statistics.median(bare_runs))


ROWS = [
    ("build a func of %d `arith.AddIOp` (ms, best of 3 in a process)" % BUILD_N, "build ms", "%.1f"),
] + [("per-op cost at %dk ops (us/op, best of 2)" % (n // 1000), "us/op %d" % n, "%.2f") for n in SCALING] + [
    ("first script: `import mlir.ir` + `Context()` + parse a func/arith module (ms, wall minus bare python)",
     "first ms", "%.1f"),
    ("`import mlir.ir` (ms, wall minus bare python)", "import ms", "%.1f"),
    ("parse + `str` of %d ops (ms, best of 3)" % PARSE_N, "parse ms", "%.1f"),
    ("peak RSS after `import mlir.ir` (MB)", "rss import MB", "%.1f"),
    ("peak RSS after building %d ops (MB)" % BUILD_N, "rss built MB", "%.1f"),
    ("of which anonymous, not shared with other processes (MB)", "anon built MB", "%.1f"),
]


def print_comparison(args, result, bare):
    names = list(result)
    print("Python: %s (bare start-up %.1f ms, subtracted); %d alternating rounds, %d process starts a round "
          "for start-up rows; medians over rounds" % (args.python, bare * 1e3, args.rounds, args.runs))
    print()
    header = ["measure"] + names + (["ours/upstream"] if len(names) == 2 else [])
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for label, key, fmt in ROWS:
        cells = [fmt % result[n][key] for n in names]
        if len(names) == 2:
            cells.append("%.2fx" % (result["ours"][key] / result["upstream"][key]))
        print("| %s | %s |" % (label, " | ".join(cells)))
    us = [result["ours"]["us/op %d" % n] for n in SCALING]
    print()
    print("ours: per-op cost at %dk ops / at %dk ops: %.2fx" % (SCALING[-1] // 1000, SCALING[0] // 1000, us[-1] / us[0]))


def against_c(args, env):
    """Ours against the same work through the C API."""
    tmp = tempfile.mkdtemp(prefix="mlirc-pybench-")
    env = dict(env, PKG_CONFIG_PATH=os.path.join(args.prefix, "lib", "pkgconfig"))
    exe, parse_all = os.path.join(tmp, "build-ops"), os.path.join(tmp, "parse-all")
    for out, src, pc in ((exe, "build-ops.c", "mlir-c-core"), (parse_all, "parse-all.c", "mlir-c")):
        flags = timing.output(["pkg-config", "--cflags", "--libs", pc], env).split()
        subprocess.run(["cc", "-O2", "-std=c99", "-o", out, os.path.join(here, src)] + flags, check=True)
    py = args.python

    def startup(cmd):
        return timing.median_seconds(cmd, env, n=21)

    def rss(code):
        return statistics.median(int(timing.output([py, "-c", code], env).strip()) for _ in range(3))

    rss_code = "print([l.split()[1] for l in open('/proc/self/status') if l.startswith('VmRSS:')][0])"
    bare = startup([py, "-c", "pass"])
    py_import = startup([py, "-c", "import mlir.ir"]) - bare
    py_bare_ctx = startup([py, "-c", "import mlir.ir; mlir.ir.Context(bare=True)"]) - bare
    py_full = startup([py, "-c", FIRST_SCRIPT]) - bare
    c_start, c_full = startup([exe, "1"]), startup([parse_all])
    rss_python = rss(rss_code)
    rss_context = rss("import mlir.ir as ir\nc = ir.Context()\nm = ir.Module.parse(%r, c)\n" % ASM + rss_code) - rss_python
    rss_c = statistics.median(int(timing.output([parse_all], env).strip()) for _ in range(3))
    n = 10000
    py_rate = statistics.median(float(timing.output([py, os.path.join(here, "build-ops.py"), str(n)], env))
                                for _ in range(5))
    c_rate = statistics.median(float(timing.output([exe, str(n)], env)) for _ in range(5))
    print()
    print("Ours against the C API: cc -O2; %d-op chain of unregistered ops, median of 5" % n)
    print()
    print("| | Python | C | ratio |")
    print("|---|---|---|---|")
    print("| `import mlir.ir` vs C start-up, core only (ms, median of 21) | %.1f | %.1f | %.1f |"
          % (py_import * 1e3, c_start * 1e3, py_import / c_start))
    print("| `import mlir.ir` + `Context(bare=True)` vs C start-up (ms) | %.1f | %.1f | %.1f |"
          % (py_bare_ctx * 1e3, c_start * 1e3, py_bare_ctx / c_start))
    print("| `import mlir.ir` + `Context()` + parse func/arith vs C, all dialects (ms) | %.1f | %.1f | %.1f |"
          % (py_full * 1e3, c_full * 1e3, py_full / c_full))
    print("| RSS after `Context()` + parse vs C process, all dialects (MB) | %.1f | %.1f | %.2f |"
          % (rss_context / 1024, rss_c / 1024, rss_context / rss_c))
    print("| building ops (ops/s) | %.0f | %.0f | %.2f |" % (py_rate, c_rate, py_rate / c_rate))


def main():
    args = arguments()
    envs = environments(args)
    result, bare = compare(args, envs)
    print_comparison(args, result, bare)
    against_c(args, envs["ours"])


if __name__ == "__main__":
    main()
