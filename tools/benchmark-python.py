#!/usr/bin/env python3
"""Python bindings against the C API, side by side in one run: start-up to
a usable Context (`import mlir.ir` vs a C program's library load), and the
rate of building a 10,000-op chain.  Prints a Markdown table of ratios.
Usage: tools/benchmark-python.py INSTALL_PREFIX [PYTHON]"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

prefix = os.path.abspath(sys.argv[1])
python = sys.argv[2] if len(sys.argv) > 2 else "/usr/bin/python3"
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench")
tmp = tempfile.mkdtemp(prefix="mlirc-pybench-")
env = dict(os.environ, LD_LIBRARY_PATH=os.path.join(prefix, "lib"),
           PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"),
           PYTHONPATH=os.path.join(prefix, "lib", "python3", "dist-packages"),
           PYTHONDONTWRITEBYTECODE="1")


def run(cmd):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, env=env, universal_newlines=True).stdout


def startup(cmd, n=21):
    t = []
    for _ in range(n):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
        t.append(time.perf_counter() - t0)
    return statistics.median(t)


flags = run(["pkg-config", "--cflags", "--libs", "mlir-c-core"]).split()
exe = os.path.join(tmp, "build-ops")
subprocess.run(["cc", "-O2", "-std=c99", "-o", exe, os.path.join(here, "build-ops.c")] + flags, check=True)

# Start-up: interpreter alone is subtracted from the Python side.
py_bare = startup([python, "-c", "pass"])
py_import = startup([python, "-c", "import mlir.ir; mlir.ir.Context()"]) - py_bare
c_start = startup([exe, "1"])

n = 10000
py_rate = statistics.median(float(run([python, os.path.join(here, "build-ops.py"), str(n)])) for _ in range(5))
c_rate = statistics.median(float(run([exe, str(n)])) for _ in range(5))

print("Python: %s; C: cc -O2; %d-op chain of unregistered ops, median of 5" % (python, n))
print()
print("| | Python | C | ratio |")
print("|---|---|---|---|")
print("| `import mlir.ir` + Context vs C start-up (ms, median of 21) | %.1f | %.1f | %.1f |"
      % (py_import * 1e3, c_start * 1e3, py_import / c_start))
print("| building ops (ops/s) | %.0f | %.0f | %.2f |" % (py_rate, c_rate, py_rate / c_rate))
