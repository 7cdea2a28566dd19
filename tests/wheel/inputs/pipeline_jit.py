# Imports mlir from the venv the wheel was installed into, builds a function,
# runs a pass pipeline on it and JITs it.
import ctypes
import os
import sys

import mlir
from mlir.dialects import arith, func
from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, F64Type, InsertionPoint, Location, Module, UnitAttr
from mlir.passmanager import PassManager

print("from the venv:", os.path.abspath(mlir.__file__).startswith(os.path.abspath(sys.prefix) + os.sep))
print("python %d.%d" % sys.version_info[:2])
with Context(), Location.unknown():
    f64 = F64Type.get()
    module = Module.create()
    with InsertionPoint(module.body):
        fma = func.FuncOp("fma", ([f64, f64, f64], [f64]))
        fma.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        with InsertionPoint(fma.add_entry_block()):
            a, b, c = fma.arguments
            one = arith.ConstantOp(f64, 1.0)
            func.ReturnOp([arith.addf(arith.mulf(arith.mulf(a, one), b), c)])
    PassManager.parse("builtin.module(canonicalize)").run(module.operation)
    print(module)
    PassManager.parse("builtin.module(convert-arith-to-llvm,convert-func-to-llvm,"
                      "reconcile-unrealized-casts)").run(module.operation)
    engine = ExecutionEngine(module)
    args = [ctypes.c_double(v) for v in (2.0, 3.0, 1.0)]
    result = ctypes.c_double()
    engine.invoke("fma", *[ctypes.pointer(x) for x in args], ctypes.pointer(result))
    print("fma(2, 3, 1) =", result.value)
