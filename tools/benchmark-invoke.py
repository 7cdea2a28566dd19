#!/usr/bin/env python3
"""JIT call overhead, side by side in one run, on an installed tree:
  C:      N calls of a trivial i64 -> i64 function through the libffi invoker
          (mlircInvokerCall) vs the engine's packed wrapper called directly;
  Python: engine.call(...) and a JitFunction vs ctypes ExecutionEngine.invoke.
Prints the times and the ratios (what the README quotes).
Usage: tools/benchmark-invoke.py INSTALL_PREFIX [CALLS]   (default 1000000)"""
import ctypes
import os
import subprocess
import sys
import tempfile
import time

prefix = os.path.abspath(sys.argv[1])
calls = int(sys.argv[2]) if len(sys.argv) > 2 else 1000000
here = os.path.dirname(os.path.abspath(__file__))
lib = os.path.join(prefix, "lib")
env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(lib, "pkgconfig"), LD_LIBRARY_PATH=lib)

# --- C -------------------------------------------------------------------------
exe = os.path.join(tempfile.mkdtemp(prefix="mlirc-invoke-"), "invoke")
flags = subprocess.run(["pkg-config", "--cflags", "--libs", "mlir-c-execution-engine"], env=env, check=True,
                       stdout=subprocess.PIPE, universal_newlines=True).stdout.split()
subprocess.run(["cc", "-std=c99", "-O2", "-o", exe, os.path.join(here, "bench", "invoke.c")] + flags, check=True)
out = subprocess.run([exe, str(calls)], env=env, check=True, stdout=subprocess.PIPE,
                     universal_newlines=True).stdout
c = dict(line.rsplit(" ", 1) for line in out.splitlines())
print("C, %d calls: invoker %.3f s, packed wrapper %.3f s, native pointer %.3f s" %
      (calls, float(c["invoker"]), float(c["packed"]), float(c["native"])))
print("  i64 -> i64 (direct call): invoker / packed = %.2fx   (invoker / native pointer = %.2fx)" %
      (float(c["invoker"]) / float(c["packed"]), float(c["invoker"]) / float(c["native"])))
print("  f64 -> f64 (ffi_call):    invoker / packed = %.2fx" % (float(c["invoker_ffi"]) / float(c["packed_ffi"])))

# --- Python --------------------------------------------------------------------
sys.path.insert(0, os.path.join(lib, "python3", "dist-packages"))
from mlir.ir import Context, Module, UnitAttr  # noqa: E402
from mlir.execution_engine import ExecutionEngine  # noqa: E402
from mlir.passmanager import PassManager  # noqa: E402

with Context():
    m = Module.parse("func.func @inc(%a: i64) -> i64 attributes {llvm.emit_c_interface} {\n"
                     "  %c = arith.constant 1 : i64\n  %r = arith.addi %a, %c : i64\n  return %r : i64\n}\n")
    PassManager.parse("builtin.module(convert-arith-to-llvm,convert-func-to-llvm,"
                      "reconcile-unrealized-casts)").run(m.operation)
    engine = ExecutionEngine(m)

    t0 = time.perf_counter()
    call = engine.call
    for i in range(calls):
        call("inc", i)
    t_call = time.perf_counter() - t0

    fn = engine.function("inc")
    t0 = time.perf_counter()
    for i in range(calls):
        fn(i)
    t_fn = time.perf_counter() - t0

    # The ctypes path as users write it: pointers to an argument and a result.
    a, r = ctypes.c_int64(0), ctypes.c_int64(0)
    pa, pr = ctypes.pointer(a), ctypes.pointer(r)
    invoke = engine.invoke
    t0 = time.perf_counter()
    for i in range(calls):
        a.value = i
        invoke("inc", pa, pr)
    t_invoke = time.perf_counter() - t0
    assert r.value == calls and fn(41) == 42

print("Python, %d calls: engine.call %.3f s, JitFunction %.3f s, ctypes invoke %.3f s" %
      (calls, t_call, t_fn, t_invoke))
print("  engine.call / ctypes invoke = %.2fx   JitFunction / ctypes invoke = %.2fx" %
      (t_call / t_invoke, t_fn / t_invoke))
