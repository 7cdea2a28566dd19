# Helper layers of more dialect modules: affine.AffineForOp and for_,
# ml_program.FuncOp, the dialects' pass modules, the attribute builders the
# generated classes need, DenseElementsAttr.get with a shaped type.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import array

from mlir.ir import *
from mlir.dialects import affine, arith, builtin, func, memref, ml_program, shape
import mlir.dialects.async_dialect.passes
import mlir.dialects.gpu.passes
from mlir.passmanager import PassManager
from testlib import error_text


with Context() as ctx, Location.unknown():
    index = IndexType.get()
    m = Module.create()
    with InsertionPoint(m.body):
        @func.FuncOp.from_py_func(index, MemRefType.get([10], index))
        def loops(n, buf):
            d0, s0 = AffineDimExpr.get(0), AffineSymbolExpr.get(0)
            c1 = arith.ConstantOp(index, 1)
            loop = affine.AffineForOp(AffineMap.get(1, 1, [d0 + s0]), n, 2, iter_args=[c1],
                                      lower_bound_operands=[c1, c1])
            with InsertionPoint(loop.body):
                affine.AffineYieldOp([loop.inner_iter_args[0]])
            for i in affine.for_(4):
                memref.StoreOp(i, buf, [i])
                affine.yield_([])
            for i, acc in affine.for_(0, n, iter_args=[c1]):
                affine.yield_([arith.addi(i, acc)])

        # CHECK: affine.for %{{.*}} = #map(%c1)[%c1] to #map1(%arg0) step 2 iter_args(%{{.*}} = %c1) -> (index)
        # CHECK: affine.for %{{.*}} = 0 to 4 {
        # CHECK: affine.for %{{.*}} = 0 to #map1(%arg0) iter_args(%{{.*}} = %c1) -> (index)
        print(m)
        c = arith.ConstantOp(index, 0)
        # An op of two results, built alike on every major.
        c32 = arith.ConstantOp(IntegerType.get_signless(32), 0)
        two = arith.MulSIExtendedOp(c32, c32)
        # CHECK: lower operands: ValueError: Wrong number of lower bound operands passed to AffineForOp; Expected 0, got 1.
        print("lower operands:", error_text(ValueError, lambda: affine.AffineForOp(
            AffineMap.get_constant(0), 4, 1, lower_bound_operands=[c])))
        # CHECK: both: ValueError: Either a concrete upper bound or an AffineMap in combination with upper bound operands
        print("both:", error_text(ValueError, lambda: affine.AffineForOp(0, 4, 1, upper_bound_operands=[c])))
        # CHECK: two results: ValueError: Only a single concrete value is supported for lower bound.
        print("two results:", error_text(ValueError, lambda: affine.AffineForOp(two, 4, 1)))
        # CHECK: float bound: ValueError: upper bound must be int | ResultValueT | AffineMap.
        print("float bound:", error_text(ValueError, lambda: affine.AffineForOp(0, 4.0, 1)))
        # CHECK: step: ValueError: step: expected a positive int, got 0
        print("step:", error_text(ValueError, lambda: affine.AffineForOp(0, 4, 0)))
        two.operation.erase()
        c.operation.erase()

        f = ml_program.FuncOp("id", ([index], [index]), visibility="private")
        with InsertionPoint(f.add_entry_block()):
            ml_program.ReturnOp([f.body.blocks[0].arguments[0]])
        # CHECK: ml_program.func private @id(%arg0: index) -> index
        print(f)
        # CHECK: entry block: IndexError: The function already has an entry block!
        print("entry block:", error_text(IndexError, f.add_entry_block))
        # CHECK: ml_program type: TypeError: ml_program.FuncOp: expected a FunctionType or an (inputs, results) tuple
        print("ml_program type:", error_text(TypeError, lambda: ml_program.FuncOp("f", 3)))
        g = builtin.ModuleOp()
        g.sym_name = StringAttr.get("outer")
        with InsertionPoint(g.body):
            ml_program.GlobalOp("v", index, is_mutable=True)
        # SymbolRefAttr and IndexElementsAttr builders.
        st = ml_program.GlobalStoreOp(["outer", "v"], arith.ConstantOp(index, 3))
        cs = shape.ConstShapeOp([4, 5])
        # CHECK: ml_program.global_store @outer::@v = %{{.*}} : index
        print(st)
        # CHECK: shape.const_shape [4, 5] : tensor<2xindex>
        print(cs)

    # The dialects' pass modules registered their passes.
    # CHECK: passes: any(async-to-async-runtime,gpu-kernel-outlining{data-layout-str=})
    pm = PassManager.parse("any(async-to-async-runtime,gpu-kernel-outlining)")
    print("passes:", pm)

    i32 = IntegerType.get_signless(32)
    values = array.array("i", [0, 1, 2, 3])
    # CHECK: vector: dense<{{\[}}[0, 1], [2, 3]]> : vector<2x2xi32>
    print("vector:", DenseElementsAttr.get(values, type=VectorType.get((2, 2), i32)))
    # CHECK: index: dense<[7, 8]> : tensor<2xindex>
    print("index:", DenseElementsAttr.get(array.array("q", [7, 8]), type=index))
    # CHECK: dynamic: ValueError: DenseElementsAttr.get: type tensor<?xi32> must have a static shape
    print("dynamic:", error_text(ValueError, lambda: DenseElementsAttr.get(
        values, type=RankedTensorType.get([ShapedType.get_dynamic_size()], i32))))
    # CHECK: size: ValueError: buffer of 16 bytes does not hold 3 elements of vector<3xi32>
    print("size:", error_text(ValueError, lambda: DenseElementsAttr.get(values, type=VectorType.get((3,), i32))))
