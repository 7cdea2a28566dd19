# mlir.extras.types (T.*), mlir.extras.meta.region_op, tensor.EmptyOp from
# sizes, @tensor.generate, memref.subview with an inferred result type; and
# their errors.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from mlir.dialects import arith, func, memref, scf, tensor
from mlir.dialects.memref import _infer_memref_subview_result_type
from mlir.extras.meta import region_op
import mlir.extras.types as T
from testlib import error_text


S = ShapedType.get_dynamic_size()

# CHECK: RuntimeError: An MLIR function requires a Context but none was provided
print(error_text(RuntimeError, lambda: T.i32()))

with Context(), Location.unknown():
    # CHECK: i1 i8 si16 ui64 index f16 bf16 tf32 none f8E5M2
    print(T.bool(), T.i8(), T.si16(), T.ui64(), T.index(), T.f16(), T.bf16(), T.tf32(), T.none(), T.f8E5M2())
    # CHECK: memref<?x4xf32, 2> memref<*xi8, 1> tensor<3xi1> tensor<*xf64> vector<[4]xf32>
    print(T.memref(S, 4, T.f32(), memory_space=2), T.memref(element_type=T.i8(), memory_space=1),
          T.tensor(3, T.bool()), T.tensor(T.f64()), T.vector(4, T.f32(), scalable_dims=[0]))
    # CHECK: memref<4x4xf32, strided<[8, 1], offset: 2>> tensor<2xf32, "sparse">
    print(T.memref(4, 4, T.f32(), layout=Attribute.parse("strided<[8, 1], offset: 2>")),
          T.tensor(2, T.f32(), encoding=StringAttr.get("sparse")))
    # CHECK: ValueError: memref: an element type is required
    print(error_text(ValueError, lambda: T.memref(2, 3)))
    # CHECK: ValueError: tensor: element type given both positionally and as element_type
    print(error_text(ValueError, lambda: T.tensor(2, T.f32(), element_type=T.f32())))
    # CHECK: TypeError: vector: dimensions must be int, got '2'
    print(error_text(TypeError, lambda: T.vector("2", T.f32())))
    # CHECK: ValueError: tensor: an unranked tensor has no encoding
    print(error_text(ValueError, lambda: T.tensor(T.f32(), encoding="x")))
    # CHECK: ValueError: memref: an unranked memref has no layout
    print(error_text(ValueError, lambda: T.memref(T.f32(), layout=Attribute.parse("strided<[1]>"))))
    # CHECK: TypeError: memref memory_space: expected an Attribute, str or int, got 1.5
    print(error_text(TypeError, lambda: T.memref(2, T.f32(), memory_space=1.5)))

    module = Module.create()
    with InsertionPoint(module.body):
        f = func.FuncOp("helpers", ([T.index(), T.memref(8, 8, T.f32())], []))
        with InsertionPoint(f.add_entry_block()):
            n, buf = f.arguments
            # tensor.EmptyOp from sizes (ints static, Values dynamic) and as generated.
            e1 = tensor.EmptyOp([n, 4], T.f32())
            e2 = tensor.EmptyOp(T.tensor(2, S, T.i8()), [n])
            e3 = tensor.EmptyOp(sizes=[], element_type=T.f16(), encoding="enc")

            @tensor.generate(T.tensor(S, 3, T.index()), dynamic_extents=[n])
            def table(i: T.index(), j: T.index()):
                return arith.addi(i, j)

            # region_op over scf.execute_region, used without arguments.
            execute = region_op(lambda: scf.ExecuteRegionOp([T.i32()]), terminator=scf.YieldOp)

            @execute
            def seven():
                return arith.constant(T.i32(), 7)

            # subview: constant Values become static, a dynamic offset makes
            # the layout's offset dynamic, a full view has no layout.
            v1 = memref.subview(buf, [arith.constant(T.index(), 2), 1], [3, 4], [2, 1])
            v2 = memref.subview(buf, [n, 0], [2, 8], [1, 1])
            v3 = memref.subview(buf, [0, 0], [8, 8], [1, 1])
            func.ReturnOp([])
    # CHECK-LABEL: func.func @helpers(
    # CHECK: tensor.empty(%arg0) : tensor<?x4xf32>
    # CHECK: tensor.empty(%arg0) : tensor<2x?xi8>
    # CHECK: tensor.empty() : tensor<f16, "enc">
    # CHECK: tensor.generate %arg0 {
    # CHECK-NEXT: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
    # CHECK-NEXT: %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
    # CHECK-NEXT: tensor.yield %[[S]] : index
    # CHECK-NEXT: } : tensor<?x3xindex>
    # CHECK: scf.execute_region -> i32 {
    # CHECK: scf.yield %{{.*}} : i32
    # CHECK: memref.subview %arg1[2, 1] [3, 4] [2, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 17>>
    # CHECK: memref.subview %arg1[%arg0, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    # CHECK: memref.subview %arg1[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
    print(module)
    # CHECK: verified: True; table is a Value: True; seven: i32
    print("verified: %s; table is a Value: %s; seven: %s" % (module.operation.verify(), isinstance(table, Value), seven.type))

    with InsertionPoint(f.entry_block.operations[len(f.entry_block.operations) - 1]):
        # CHECK: TypeError: body: parameter 'i' needs an mlir.ir.Type annotation
        def body(i):
            return i
        print(error_text(TypeError, lambda: tensor.generate(T.tensor(2, T.index()), dynamic_extents=[])(body)))
        # CHECK: ValueError: tensor.generate: the body must return one value, got 2
        def two(i: T.index()):
            return i, i
        print(error_text(ValueError, lambda: tensor.generate(T.tensor(2, T.index()), dynamic_extents=[])(two)))
        # CHECK: TypeError: EmptyOp: element_type must be an mlir.ir.Type, got str
        print(error_text(TypeError, lambda: tensor.EmptyOp([2], "f32")))
        # CHECK: ValueError: mixed static/dynamic offset/sizes/strides requires explicit result type.
        print(error_text(ValueError, lambda: memref.subview(buf, [0, 0], [n, 2], [1, 1])))
        # CHECK: ValueError: subview: 2 offsets, sizes and strides expected (the source's rank), got 1, 1, 1
        print(error_text(ValueError, lambda: memref.subview(buf, [0], [2], [1])))
        # CHECK: ValueError: Only inferring from python or mlir integer constant is supported.
        print(error_text(ValueError, lambda: _infer_memref_subview_result_type(buf.type, [n, 0], [1, 1], [1, 1])))
        # CHECK: memref<1x1xf32, strided<[8, 1], offset: 9>>
        print(_infer_memref_subview_result_type(buf.type, [1, 1], [1, arith.constant(T.index(), 1)], [1, 1]))
