# mlir.execution_engine: LLVM's perf JIT listener, which leaves a jitdump file
# under $JITDUMPDIR/.debug/jit (unset: $TMPDIR in Debian's LLVM, $HOME in
# LLVM's own sources) in every process that JITs, is off
# unless ExecutionEngine(..., enable_perf_listener=True).  The listener is one
# per process, so each case runs in a fresh interpreter.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import os
import subprocess
import sys
import tempfile

CASE = r"""
import sys
from mlir.ir import Context, Module
from mlir.execution_engine import ExecutionEngine
with Context():
    module = Module.parse('''
      llvm.func @answer() -> i32 attributes {llvm.emit_c_interface} {
        %0 = llvm.mlir.constant(42 : i32) : i32
        llvm.return %0 : i32
      }''')
    engine = ExecutionEngine(module, **eval(sys.argv[1]))
    print("answer:", engine.raw_lookup("answer") != 0)
"""


def dumps(top):
    found = []
    for root, _, files in os.walk(top):
        found += [os.path.relpath(os.path.join(root, f), top) for f in files if f.endswith(".dump")]
    return found


def run(keywords, env_changes):
    """Runs CASE with `keywords` and the variables `env_changes` naming a fresh
    directory; prints the .dump files left there."""
    with tempfile.TemporaryDirectory() as top:
        env = dict(os.environ)
        env.pop("JITDUMPDIR", None)
        env.update({k: top for k in env_changes})
        out = subprocess.run([sys.executable, "-c", CASE, keywords], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, universal_newlines=True)
        print(out.stdout.strip(), "| status", out.returncode)
        left = dumps(top)
        print("dump files:", len(left), "under .debug/jit:", all(p.startswith(".debug/jit/llvm-IR-jit-") for p in left))


# CHECK: answer: True | status 0
# CHECK-NEXT: dump files: 0
run("{}", ["HOME", "TMPDIR"])
# CHECK: answer: True | status 0
# CHECK-NEXT: dump files: 0
run("{'enable_perf_listener': False, 'opt_level': 3}", ["JITDUMPDIR"])
# CHECK: answer: True | status 0
# CHECK-NEXT: dump files: 1 under .debug/jit: True
run("{'enable_perf_listener': True}", ["HOME", "TMPDIR"])
# CHECK: answer: True | status 0
# CHECK-NEXT: dump files: 1 under .debug/jit: True
run("{'enable_perf_listener': True}", ["JITDUMPDIR"])

# The keyword is ours and keyword-only; upstream's keep their places.
from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module

with Context():
    module = Module.parse("module {}")
    try:
        ExecutionEngine(module, 2, None, True, False, False)
    except TypeError as e:
        # CHECK: positional: TypeError
        print("positional:", type(e).__name__)
