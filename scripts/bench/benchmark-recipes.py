#!/usr/bin/env python3
"""The recipes (tests/recipes) as a benchmark, on an installed tree:
  - per recipe x pipeline: the kernel with a generated @main (constant
    inputs, REPS calls between rtclock readings) is lowered once by Debian's
    mlir-opt, then run by Debian's mlir-cpu-runner and by our mlirc-run (-O3).
    Reports each runner's kernel time (rtclock, per call), its startup +
    JIT compile time (process wall time less the kernel calls) and the
    ratios mlirc-run / mlir-cpu-runner;
  - GFLOP/s of the f32 matmul at 512^3 per pipeline beside numpy's `@`
    (float32, with the BLAS numpy loads: one thread and all threads);
  - with --plot SVG, a bar chart of GFLOP/s per recipe x pipeline
    (python3-matplotlib; a developer tool, not needed by the tests).
Every number is the best of --repeat runs.
Usage: scripts/bench/benchmark-recipes.py INSTALL_PREFIX [--repeat N] [--plot docs/recipes-gflops.svg]
Needs /usr/bin/python3 with numpy (Debian's python3-numpy)."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECIPES = os.path.join(TOP, "tests", "recipes")
sys.path.insert(0, RECIPES)
import recipe  # noqa: E402  (pipelines and manifests)

LLVM_BIN = "/usr/lib/llvm-19/bin"
RT_LIB = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so"

CONSTANTS = {"f32": "0.5", "f64": "0.5", "i32": "3", "i64": "3"}


def kernel_signature(text, name):
    """Argument and result types of @name, from the kernel text."""
    m = re.search(r"func\.func @%s\((.*?)\)\s*->\s*\(?(.*?)\)?\s*\{" % re.escape(name), text, re.S)
    args = [t.strip() for t in re.findall(r"%\w+\s*:\s*(tensor<[^>]*>)", m.group(1))]
    results = [t.strip() for t in re.split(r",\s*(?![^<]*>)", m.group(2))]
    return args, results


def with_main(text, name, shapes, reps):
    """The kernel plus a @main that fills each input with a constant (a
    dynamic argument gets the manifest's shape through tensor.cast) and
    times `reps` calls with rtclock, printing the seconds per call."""
    args, results = kernel_signature(text, name)
    # The kernel stays a function of its own: inlined into @main's loop,
    # LLVM would compile (and time) a different program.
    sig = re.search(r"func\.func @%s\(.*?\)\s*->\s*\(?.*?\)?\s*(\{)" % re.escape(name), text, re.S)
    text = text[:sig.start(1)] + 'attributes {passthrough = ["noinline"]} ' + text[sig.start(1):]
    lines = ["func.func private @rtclock() -> f64", "func.func private @printF64(f64)",
             "func.func private @printNewline()", "func.func @main() {"]
    names = []
    for i, (t, shape) in enumerate(zip(args, shapes)):
        elt = t[t.rindex("x") + 1:-1] if "x" in t else t[len("tensor<"):-1]
        static = "tensor<%s%s>" % ("".join("%dx" % d for d in shape), elt)
        lines += ["  %%k%d = arith.constant %s : %s" % (i, CONSTANTS[elt], elt),
                  "  %%e%d = tensor.empty() : %s" % (i, static),
                  "  %%a%d = linalg.fill ins(%%k%d : %s) outs(%%e%d : %s) -> %s" % (i, i, elt, i, static, static)]
        if static != t:
            lines.append("  %%c%d = tensor.cast %%a%d : %s to %s" % (i, i, static, t))
            names.append("%%c%d" % i)
        else:
            names.append("%%a%d" % i)
    lines += ["  %lo = arith.constant 0 : index", "  %one = arith.constant 1 : index",
              "  %%reps = arith.constant %d : index" % reps,
              # One call before the clock starts: first-touch page faults
              # of fresh buffers are not the kernel's speed.
              "  %%w:%d = func.call @%s(%s) : (%s) -> (%s)" % (len(results), name, ", ".join(names), ", ".join(args),
                                                           ", ".join(results)),
              "  %t0 = call @rtclock() : () -> f64",
              "  scf.for %i = %lo to %reps step %one {",
              "    %%r:%d = func.call @%s(%s) : (%s) -> (%s)" % (len(results), name, ", ".join(names), ", ".join(args),
                                                           ", ".join(results)),
              "  }",
              "  %t1 = call @rtclock() : () -> f64",
              "  %dt = arith.subf %t1, %t0 : f64",
              "  %%n = arith.constant %d.0 : f64" % reps,
              "  %per = arith.divf %dt, %n : f64",
              "  call @printF64(%per) : (f64) -> ()",
              "  call @printNewline() : () -> ()",
              "  return", "}"]
    return text + "\n" + "\n".join(lines) + "\n"


def lower(text, recipe_dir, pipeline, work):
    src = os.path.join(work, "in.mlir")
    with open(src, "w") as f:
        f.write(text)
    out = src
    for i, stage in enumerate(recipe.stages(recipe_dir, pipeline)):
        nxt = os.path.join(work, "stage%d.mlir" % i)
        subprocess.run([os.path.join(LLVM_BIN, "mlir-opt"), "--pass-pipeline=" + stage, out, "-o", nxt], check=True)
        out = nxt
    return out


def run(cmd, env=None):
    """(wall seconds, kernel seconds per call printed by @main)."""
    t0 = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.PIPE, universal_newlines=True, env=env, check=True)
    wall = time.perf_counter() - t0
    return wall, float(r.stdout.split()[0])


def measure(prefix, lowered, reps, repeat):
    ours = [os.path.join(prefix, "bin", "mlirc-run"), "-e", "main", "-entry-point-result=void", "-O3", lowered]
    theirs = [os.path.join(LLVM_BIN, "mlir-cpu-runner"), "-e", "main", "-entry-point-result=void", "-O3",
              "-shared-libs=" + RT_LIB, lowered]
    env = dict(os.environ, LD_LIBRARY_PATH=os.path.join(prefix, "lib"))
    res = {}
    for who, cmd in (("ours", ours), ("theirs", theirs)):
        best_run, best_compile = float("inf"), float("inf")
        for _ in range(repeat):
            wall, per_call = run(cmd, env if who == "ours" else None)
            best_run = min(best_run, per_call)
            best_compile = min(best_compile, wall - per_call * reps)
        res[who] = {"run": best_run, "compile": best_compile}
    return res


def geometric_mean(ratios):
    return float(np.exp(np.mean(np.log(ratios))))


def measure_startup(prefix, work, repeat):
    """Wall time of both runners on an empty @main: what every run pays
    before compiling the kernel (loading, registration, JIT set-up)."""
    path = os.path.join(work, "empty.mlir")
    with open(path, "w") as f:
        f.write("llvm.func @main() {\n  llvm.return\n}\n")
    env = dict(os.environ, LD_LIBRARY_PATH=os.path.join(prefix, "lib"))
    cmds = {"ours": [os.path.join(prefix, "bin", "mlirc-run"), "-e", "main", "-entry-point-result=void", "-O3", path],
            "theirs": [os.path.join(LLVM_BIN, "mlir-cpu-runner"), "-e", "main", "-entry-point-result=void", "-O3",
                       "-shared-libs=" + RT_LIB, path]}
    best = {}
    for who, cmd in cmds.items():
        times = []
        for _ in range(max(repeat, 5)):
            t0 = time.perf_counter()
            subprocess.run(cmd, check=True, env=env if who == "ours" else None)
            times.append(time.perf_counter() - t0)
        best[who] = min(times)
    return best


def numpy_matmul(n, threads, repeat):
    """Seconds per float32 n^3 product in a fresh process limited to
    `threads` BLAS threads (None: the library's default), and the BLAS
    library that process mapped."""
    code = ("import numpy as np, time\n"
            "a = np.random.default_rng(1).random((%d, %d), dtype=np.float32); b = a.copy()\n"
            "a @ b\nbest = 1e9\n"
            "for _ in range(%d):\n"
            "    t = time.perf_counter(); a @ b; best = min(best, time.perf_counter() - t)\n"
            "libs = sorted({l.split()[-1] for l in open('/proc/self/maps') if 'blas' in l})\n"
            "print(best); print(' '.join(libs))\n") % (n, n, max(repeat, 5))
    env = dict(os.environ)
    if threads:
        env.update(OPENBLAS_NUM_THREADS=str(threads), OMP_NUM_THREADS=str(threads))
    out = subprocess.run(["/usr/bin/python3", "-c", code], stdout=subprocess.PIPE, universal_newlines=True,
                         env=env, check=True).stdout.splitlines()
    return float(out[0]), out[1] if len(out) > 1 else "?"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("prefix")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--plot")
    p.add_argument("--json")
    p.add_argument("--only", help="recipes whose name matches this regular expression")
    args = p.parse_args()
    prefix = os.path.abspath(args.prefix)
    work = tempfile.mkdtemp(prefix="mlirc-recipes-")
    rows = []

    names = sorted(d for d in os.listdir(RECIPES) if os.path.isfile(os.path.join(RECIPES, d, "manifest.json")))
    cases = [(n, os.path.join(RECIPES, n), None) for n in names]
    cases.append(("matmul-f32-512", os.path.join(RECIPES, "matmul-f32-256"), 512))
    if args.only:
        cases = [c for c in cases if re.search(args.only, c[0])]
    startup = measure_startup(prefix, work, args.repeat)
    print("start-up and JIT of an empty @main: mlirc-run %.0f ms, mlir-cpu-runner %.0f ms (%.2fx)" % (
        startup["ours"] * 1e3, startup["theirs"] * 1e3, startup["ours"] / startup["theirs"]))
    print("%-18s %-16s %12s %12s %7s %12s %12s %7s %9s" % (
        "recipe", "pipeline", "run ours", "run theirs", "ratio", "jit ours", "jit theirs", "ratio", "GFLOP/s"))
    for name, rdir, size in cases:
        manifest = recipe.load_manifest(rdir)
        with open(os.path.join(rdir, "kernel.mlir")) as f:
            text = f.read()
        shapes = [s["shape"] for s in manifest["inputs"]]
        flops = manifest["flops"]
        if size:  # the 256^3 kernel at another size
            text = text.replace("256", str(size))
            shapes = [[size, size], [size, size]]
            flops = 2 * size ** 3
        reps = max(3, min(50, int(2e8 / max(flops, 1))))
        for pipeline in manifest["pipelines"]:
            lowered = lower(with_main(text, manifest["function"], shapes, reps), rdir, pipeline, work)
            m = measure(prefix, lowered, reps, args.repeat)
            o, t = m["ours"], m["theirs"]
            gflops = flops / o["run"] / 1e9
            rows.append({"recipe": name, "pipeline": pipeline, "ours": o, "theirs": t, "gflops": gflops})
            print("%-18s %-16s %10.3fms %10.3fms %6.2fx %10.0fms %10.0fms %6.2fx %9.2f" % (
                name, pipeline, o["run"] * 1e3, t["run"] * 1e3, o["run"] / t["run"],
                o["compile"] * 1e3, t["compile"] * 1e3, o["compile"] / t["compile"], gflops))
            sys.stdout.flush()
    if rows:
        print("geometric mean over %d pairs, mlirc-run / mlir-cpu-runner: run %.2fx, start-up + JIT %.2fx" % (
            len(rows), geometric_mean([r["ours"]["run"] / r["theirs"]["run"] for r in rows]),
            geometric_mean([r["ours"]["compile"] / r["theirs"]["compile"] for r in rows])))

    ref, blas = {}, None
    if any(r["recipe"] == "matmul-f32-512" for r in rows):
        n = 512
        t1, blas = numpy_matmul(n, 1, args.repeat)
        tall, _ = numpy_matmul(n, None, args.repeat)
        ref = {"numpy @ (1 thread)": 2 * n ** 3 / t1 / 1e9, "numpy @ (%d threads)" % os.cpu_count(): 2 * n ** 3 / tall / 1e9}
        print("\nnumpy float32 %d^3 `@`, BLAS %s:" % (n, blas))
        for k, v in ref.items():
            print("  %-22s %8.2f GFLOP/s" % (k, v))
        best = max((r for r in rows if r["recipe"] == "matmul-f32-512"), key=lambda r: r["gflops"])
        print("best pipeline at 512^3: %s, %.2f GFLOP/s = %.2fx slower than numpy on 1 thread, %.2fx than on all threads" % (
            best["pipeline"], best["gflops"], ref["numpy @ (1 thread)"] / best["gflops"],
            ref["numpy @ (%d threads)" % os.cpu_count()] / best["gflops"]))

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "numpy": ref, "blas": blas, "startup": startup}, f, indent=1)
    if args.plot:
        plot(rows, ref, args.plot)


def plot(rows, ref, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    matplotlib.rcParams["svg.hashsalt"] = "mlir-components"  # stable ids: a diff-friendly SVG
    recipes = list(dict.fromkeys(r["recipe"] for r in rows))
    pipelines = list(dict.fromkeys(r["pipeline"] for r in rows))
    width = 0.8 / (len(pipelines) + 2)
    fig, ax = plt.subplots(figsize=(11, 4.5))
    for j, pl in enumerate(pipelines):
        xs, ys = [], []
        for i, rc in enumerate(recipes):
            for r in rows:
                if r["recipe"] == rc and r["pipeline"] == pl:
                    xs.append(i + j * width)
                    ys.append(r["gflops"])
        ax.bar(xs, ys, width, label=pl)
    i = recipes.index("matmul-f32-512") if ref else 0
    for k, (label, value) in enumerate(ref.items()):
        ax.bar([i + (len(pipelines) + k) * width], [value], width, label=label, hatch="//")
    ax.set_xticks([i + 0.4 - width / 2 for i in range(len(recipes))])
    ax.set_xticklabels(recipes, rotation=25, ha="right")
    ax.set_ylabel("GFLOP/s (kernel only)")
    ax.set_yscale("log")
    ax.set_title("Recipes JIT-compiled by mlirc-run (-O3), per pipeline; numpy's BLAS at 512^3 for reference")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, metadata={"Date": None})
    print("plot:", path)


if __name__ == "__main__":
    main()
