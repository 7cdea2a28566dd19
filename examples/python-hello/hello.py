"""Build a function with mlir.ir and mlir.dialects, canonicalize it, print it."""
from mlir.dialects import arith, func
from mlir.ir import Context, F32Type, InsertionPoint, Location, Module
from mlir.passmanager import PassManager

with Context(), Location.unknown():
    module = Module.create()
    f32 = F32Type.get()
    with InsertionPoint(module.body):

        @func.FuncOp.from_py_func(f32)
        def scale(x):
            one = arith.constant(f32, 1.0)
            two = arith.addf(one, one)  # folded to 2.0 by canonicalize
            return arith.mulf(x, two)

    assert module.operation.verify()
    print("before:")
    print(module)
    PassManager.parse("builtin.module(canonicalize,cse)").run(module.operation)
    print("after:")
    print(module)
