"""Lower func/arith to the LLVM dialect and run it with the execution engine."""
import ctypes

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module
from mlir.passmanager import PassManager

SOURCE = """
func.func @add_mul(%a: i64, %b: i64) -> i64 attributes {llvm.emit_c_interface} {
  %sum = arith.addi %a, %b : i64
  %product = arith.muli %sum, %b : i64
  return %product : i64
}
"""

with Context():
    module = Module.parse(SOURCE)
    PassManager.parse(
        "builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)"
    ).run(module.operation)
    engine = ExecutionEngine(module, opt_level=2)
    a, b, result = ctypes.c_int64(4), ctypes.c_int64(6), ctypes.c_int64()
    engine.invoke("add_mul", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(result))
    print("add_mul(4, 6) =", result.value)
