#!/usr/bin/env python3
"""Python bindings against the C API, side by side in one run: start-up to
a usable Context (`import mlir.ir` vs a C program's library load; Context()
with every dialect registered + the parse of a small func/arith module vs the
same through the C API), resident memory after `import mlir.ir` and after
Context(), and the rate of building a 10,000-op chain.  Prints a Markdown
table of ratios.
Usage: scripts/bench/benchmark-python.py INSTALL_PREFIX [PYTHON]"""
import os
import statistics
import subprocess
import sys
import tempfile

import timing

prefix = os.path.abspath(sys.argv[1])
python = sys.argv[2] if len(sys.argv) > 2 else "/usr/bin/python3"
here = os.path.dirname(os.path.abspath(__file__))
tmp = tempfile.mkdtemp(prefix="mlirc-pybench-")
env = dict(os.environ, LD_LIBRARY_PATH=os.path.join(prefix, "lib"),
           PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"),
           PYTHONPATH=os.path.join(prefix, "lib", "python3", "dist-packages"),
           PYTHONDONTWRITEBYTECODE="1")


def run(cmd):
    return timing.output(cmd, env)


def startup(cmd):
    return timing.median_seconds(cmd, env, n=21)


flags = run(["pkg-config", "--cflags", "--libs", "mlir-c-core"]).split()
exe = os.path.join(tmp, "build-ops")
subprocess.run(["cc", "-O2", "-std=c99", "-o", exe, os.path.join(here, "build-ops.c")] + flags, check=True)
all_flags = run(["pkg-config", "--cflags", "--libs", "mlir-c"]).split()
parse_all = os.path.join(tmp, "parse-all")
subprocess.run(["cc", "-O2", "-std=c99", "-o", parse_all, os.path.join(here, "parse-all.c")] + all_flags, check=True)

ASM = ("func.func @add(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n")
RSS = "print([l.split()[1] for l in open('/proc/self/status') if l.startswith('VmRSS:')][0])"

# Start-up: interpreter alone is subtracted from the Python side.
py_bare = startup([python, "-c", "pass"])
py_import = startup([python, "-c", "import mlir.ir"]) - py_bare
py_bare_ctx = startup([python, "-c", "import mlir.ir; mlir.ir.Context(bare=True)"]) - py_bare
py_full = startup([python, "-c", "import mlir.ir as ir\nwith ir.Context(): ir.Module.parse(%r)" % ASM]) - py_bare
c_start = startup([exe, "1"])
c_full = startup([parse_all])

# Resident memory (kB), the interpreter's own subtracted.
def rss(code):
    return statistics.median(int(run([python, "-c", code]).strip()) for _ in range(3))


rss_python = rss(RSS)
rss_import = rss("import mlir.ir\n" + RSS) - rss_python
rss_context = rss("import mlir.ir as ir\nc = ir.Context()\nm = ir.Module.parse(%r, c)\n" % ASM + RSS) - rss_python
rss_c = statistics.median(int(run([parse_all]).strip()) for _ in range(3))

n = 10000
py_rate = statistics.median(float(run([python, os.path.join(here, "build-ops.py"), str(n)])) for _ in range(5))
c_rate = statistics.median(float(run([exe, str(n)])) for _ in range(5))

print("Python: %s; C: cc -O2; %d-op chain of unregistered ops, median of 5" % (python, n))
print()
print("| | Python | C | ratio |")
print("|---|---|---|---|")
print("| `import mlir.ir` vs C start-up, core only (ms, median of 21) | %.1f | %.1f | %.1f |"
      % (py_import * 1e3, c_start * 1e3, py_import / c_start))
print("| `import mlir.ir` + `Context(bare=True)` vs C start-up (ms) | %.1f | %.1f | %.1f |"
      % (py_bare_ctx * 1e3, c_start * 1e3, py_bare_ctx / c_start))
print("| `import mlir.ir` + `Context()` + parse func/arith vs C, all dialects (ms) | %.1f | %.1f | %.1f |"
      % (py_full * 1e3, c_full * 1e3, py_full / c_full))
print("| RSS after `import mlir.ir`, interpreter's own subtracted (MB) | %.1f | | |" % (rss_import / 1024))
print("| RSS after `Context()` + parse vs C process, all dialects (MB) | %.1f | %.1f | %.2f |"
      % (rss_context / 1024, rss_c / 1024, rss_context / rss_c))
print("| building ops (ops/s) | %.0f | %.0f | %.2f |" % (py_rate, c_rate, py_rate / c_rate))
