#!/usr/bin/env python3
"""JIT call overhead, side by side in one run, on an installed tree:
  C:      N calls of trivial i64 -> i64 and f64 -> f64 functions through the
          invoker (mlircInvokerCall: MlircInvokeValue arguments, each checked;
          mlircInvokerCallScalars: bare values, one signature-id check) vs the
          engine's packed wrapper called directly (no checks at all) and the
          native pointer;
  Python: engine.call(...) and a JitFunction vs ctypes ExecutionEngine.invoke.
Prints the times and the ratios (what the README quotes).  With --callgrind
(Debian's valgrind) it also counts instructions per loop iteration, loop
included, the same way for every path: deterministic, unlike the times on a
loaded machine.
Usage: scripts/bench/benchmark-invoke.py INSTALL_PREFIX [CALLS] [--callgrind]   (default 1000000)"""
import ctypes
import os
import re
import subprocess
import sys
import tempfile
import time

argv = [a for a in sys.argv[1:] if a != "--callgrind"]
use_callgrind = "--callgrind" in sys.argv[1:]
prefix = os.path.abspath(argv[0])
calls = int(argv[1]) if len(argv) > 1 else 1000000
here = os.path.dirname(os.path.abspath(__file__))
lib = os.path.join(prefix, "lib")
env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(lib, "pkgconfig"), LD_LIBRARY_PATH=lib)

# --- C -------------------------------------------------------------------------
exe = os.path.join(tempfile.mkdtemp(prefix="mlirc-invoke-"), "invoke")
flags = subprocess.run(["pkg-config", "--cflags", "--libs", "mlir-c-execution-engine"], env=env, check=True,
                       stdout=subprocess.PIPE, universal_newlines=True).stdout.split()
subprocess.run(["cc", "-std=c99", "-O2", "-g", "-o", exe, os.path.join(here, "invoke.c")] + flags, check=True)
out = subprocess.run([exe, str(calls)], env=env, check=True, stdout=subprocess.PIPE,
                     universal_newlines=True).stdout
c = dict(line.rsplit(" ", 1) for line in out.splitlines())
c = {k: float(v) for k, v in c.items()}
print("C, %d calls, best of 5 (s): i64 -> i64: mlircInvokerCall %.4f, mlircInvokerCallScalars %.4f, packed wrapper %.4f, "
      "native pointer %.4f" % (calls, c["invoker"], c["scalars"], c["packed"], c["native"]))
print("                              f64 -> f64: mlircInvokerCall %.4f, mlircInvokerCallScalars %.4f, packed wrapper %.4f" %
      (c["invoker_f64"], c["scalars_f64"], c["packed_f64"]))
print("  time / packed wrapper: i64 Call %.2fx, CallScalars %.2fx;  f64 Call %.2fx, CallScalars %.2fx" %
      (c["invoker"] / c["packed"], c["scalars"] / c["packed"], c["invoker_f64"] / c["packed_f64"],
       c["scalars_f64"] / c["packed_f64"]))

if use_callgrind:
    n = 100000
    out = os.path.join(os.path.dirname(exe), "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, exe, str(n), "1"], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], check=True, stdout=subprocess.PIPE,
                          universal_newlines=True).stdout
    ir = {}
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+)\s.*:(loop_\w+) ", line)
        if m and m.group(2) not in ir:
            ir[m.group(2)] = int(m.group(1).replace(",", "")) / n
    print("  callgrind, instructions per iteration (loop included): " +
          ", ".join("%s %.0f" % (k[5:], v) for k, v in sorted(ir.items())))
    print("  instructions / packed wrapper: i64 Call %.2fx, CallScalars %.2fx;  f64 Call %.2fx, CallScalars %.2fx" %
          (ir["loop_invoker_i64"] / ir["loop_packed_i64"], ir["loop_scalars_i64"] / ir["loop_packed_i64"],
           ir["loop_invoker_f64"] / ir["loop_packed_f64"], ir["loop_scalars_f64"] / ir["loop_packed_f64"]))

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
