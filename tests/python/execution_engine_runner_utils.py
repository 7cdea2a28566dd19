# mlir.execution_engine with the distribution's runner utilities as
# shared_libs (/usr/lib/llvm-N/lib/libmlir_{c_,}runner_utils.so).  They need
# the distribution's libLLVM, which then sits in the process beside the LLVM
# our libraries carry (sliced mode): both must keep working, each bound to its
# own symbols (ours carry a symbol version of their own).
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import ctypes
import os
import sys

from mlir._mlir_libs import get_llvm_version
from mlir.ir import *
from mlir.dialects import arith, func, memref
from mlir.execution_engine import ExecutionEngine
from mlir.passmanager import PassManager

libdir = "/usr/lib/llvm-%s/lib" % get_llvm_version().split(".")[0]
runner_utils = [os.path.join(libdir, "libmlir_runner_utils.so"), os.path.join(libdir, "libmlir_c_runner_utils.so")]

LOWER = ("builtin.module(finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,"
         "reconcile-unrealized-casts)")


def mapped():
    with open("/proc/self/maps") as maps:
        return {line.split()[-1].rsplit("/", 1)[-1] for line in maps if "/" in line}


def jit_print(value, opt_level):
    """JIT a function printing a memref<1xi64> through printMemrefI64."""
    with Context(), Location.unknown():
        module = Module.parse(r"""
func.func @main(%v: i64) attributes {llvm.emit_c_interface} {
  %m = memref.alloca() : memref<1xi64>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<1xi64>
  %u = memref.cast %m : memref<1xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %t = call @nanoTime() : () -> i64
  return
}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @nanoTime() -> i64 attributes {llvm.emit_c_interface}
""")
        PassManager.parse(LOWER).run(module.operation)
        engine = ExecutionEngine(module, opt_level=opt_level, shared_libs=runner_utils)
        sys.stdout.flush()
        engine.invoke("main", ctypes.pointer(ctypes.c_int64(value)))


# CHECK: Unranked Memref
# CHECK-NEXT: [42]
jit_print(42, 2)
names = mapped()
# CHECK: runner utils and the distribution's libLLVM mapped: True
print("runner utils and the distribution's libLLVM mapped:",
      any(n.startswith("libmlir_c_runner_utils.so") for n in names) and
      any(n.startswith("libLLVM") for n in names))

# Everything still works after the distribution's LLVM initialized its own
# options: pass options parse, a second engine compiles (opt_level 3).
with Context():
    pm = PassManager.parse("builtin.module(canonicalize{max-iterations=3 test-convergence=false},cse)")
    # CHECK: builtin.module(canonicalize{ max-iterations=3
    print(pm)
# CHECK: Unranked Memref
# CHECK-NEXT: [-7]
jit_print(-7, 3)
# CHECK: done
print("done")
