# mlir.dialects.linalg named-op builders (matmul, fill, add, exp, transpose,
# broadcast...): body filled through linalg's C API, validated first.
# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
from mlir.ir import *
from mlir.dialects import arith, func, linalg, memref, tensor
from mlir.passmanager import PassManager
from testlib import error_text


with Context() as ctx, Location.unknown():
    f32 = F32Type.get()
    i32 = IntegerType.get_signless(32)
    i1 = IntegerType.get_signless(1)
    idx = IndexType.get()
    m = Module.create()
    a_t = RankedTensorType.get([4, 8], f32)
    b_t = RankedTensorType.get([8, 16], f32)
    c_t = RankedTensorType.get([4, 16], f32)
    with InsertionPoint(m.body):
        f = func.FuncOp("tensors", ([a_t, b_t], [RankedTensorType.get([16, 4], f32)]))
        with InsertionPoint(f.add_entry_block()):
            a, b = f.arguments
            zero = arith.ConstantOp(f32, 0.0)
            init = tensor.empty(RankedTensorType.get([4, 16], f32), [])
            filled = linalg.fill(zero, outs=[init])
            mm = linalg.matmul(a, b, outs=[filled])
            e = linalg.exp(mm, outs=[tensor.empty(RankedTensorType.get([4, 16], f32), [])])
            s = linalg.add(mm, e, outs=[tensor.empty(RankedTensorType.get([4, 16], f32), [])])
            t = linalg.transpose(s, outs=[tensor.empty(RankedTensorType.get([16, 4], f32), [])], permutation=[1, 0])
            func.ReturnOp([t])
    # CHECK-LABEL: func.func @tensors(
    # CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
    # CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
    # LLVM 19's builder spells out the default cast, 22's (as upstream) leaves it out.
    # LLVM19: %[[M:.*]] = linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%[[F]] : tensor<4x16xf32>) -> tensor<4x16xf32>
    # LLVM22: %[[M:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%[[F]] : tensor<4x16xf32>) -> tensor<4x16xf32>
    # CHECK: %[[E:.*]] = linalg.exp ins(%[[M]] : tensor<4x16xf32>)
    # CHECK: %[[S:.*]] = linalg.add ins(%[[M]], %[[E]] : tensor<4x16xf32>, tensor<4x16xf32>)
    # CHECK: %[[T:.*]] = linalg.transpose ins(%[[S]] : tensor<4x16xf32>) outs(%{{.*}} : tensor<16x4xf32>) permutation = [1, 0]
    # CHECK: return %[[T]]
    print(f)
    # CHECK: types: OpResult OpResult MatmulOp
    print("types:", type(mm).__name__, type(t).__name__, type(mm.owner).__name__)
    # The filled regions, in the generic form.
    # CHECK: "linalg.matmul"
    # CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[O:.*]]: f32):
    # CHECK:   %[[P:.*]] = "arith.mulf"(%[[X]], %[[Y]])
    # CHECK:   %[[Q:.*]] = "arith.addf"(%[[O]], %[[P]])
    # CHECK:   "linalg.yield"(%[[Q]]) : (f32) -> ()
    print(mm.owner.get_asm(print_generic_op_form=True))
    # CHECK: "math.exp"
    # CHECK: "linalg.yield"
    print(e.owner.get_asm(print_generic_op_form=True))
    # CHECK: verify tensors: True
    print("verify tensors:", f.operation.verify())

    # memrefs: the builders return the op; lower to loops.
    am, bm, cm = (MemRefType.get([4, 8], f32), MemRefType.get([8, 16], f32), MemRefType.get([4, 16], f32))
    with InsertionPoint(m.body):
        g = func.FuncOp("buffers", ([am, bm, cm, MemRefType.get([16], f32), MemRefType.get([4, 16], i32)], []))
        with InsertionPoint(g.add_entry_block()):
            a, b, c, v, ci = g.arguments
            one = arith.ConstantOp(f32, 1.0)
            fo = linalg.fill(one, outs=[c])
            mo = linalg.matmul(a, b, outs=[c])
            mi = linalg.matmul(a, b, outs=[ci])
            bo = linalg.broadcast(v, outs=[c], dimensions=[0])
            no = linalg.negf(c, outs=[c])
            func.ReturnOp([])
    # CHECK: memref types: FillOp MatmulOp BroadcastOp NegFOp
    print("memref types:", type(fo).__name__, type(mo).__name__, type(bo).__name__, type(no).__name__)
    # CHECK-LABEL: func.func @buffers(
    # CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2 : memref<4x16xf32>)
    # LLVM19: linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
    # LLVM22: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
    # LLVM19: linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg4 : memref<4x16xi32>)
    # LLVM22: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg4 : memref<4x16xi32>)
    # CHECK: linalg.broadcast ins(%arg3 : memref<16xf32>) outs(%arg2 : memref<4x16xf32>) dimensions = [0]
    # CHECK: linalg.negf ins(%arg2 : memref<4x16xf32>) outs(%arg2 : memref<4x16xf32>)
    print(g)
    # CHECK: "linalg.matmul"(%arg0, %arg1, %arg4)
    # CHECK: arith.fptosi
    # CHECK: arith.muli
    # CHECK: arith.addi
    # CHECK: linalg.yield
    print(mi.get_asm(print_generic_op_form=True))
    # CHECK: verify module: True
    print("verify module:", m.operation.verify())
    lowered = Module.parse(str(g))
    PassManager.parse("builtin.module(func.func(convert-linalg-to-loops))").run(lowered.operation)
    # CHECK-LABEL: func.func @buffers(
    # CHECK-NOT: linalg.
    # CHECK: scf.for
    # CHECK: memref.store
    # CHECK: scf.for
    # CHECK: scf.for
    # CHECK: arith.mulf
    # CHECK: arith.addf
    # CHECK: arith.negf
    # CHECK: return
    print(lowered)
    # CHECK: verify lowered: True
    print("verify lowered:", lowered.operation.verify())

    # Negative tests: nothing is built, nothing crashes.  (PassManager.run
    # invalidated the Python objects of the context's operations: look up.)
    g = m.body.operations[1]
    a, b, c, v, ci = g.arguments
    one, fo = list(g.entry_block.operations)[:2]
    with InsertionPoint.at_block_terminator(g.entry_block):
        n_before = len(g.entry_block.operations)
        # CHECK: ValueError: linalg.matmul: expected 2 inputs, got 1
        print(error_text(ValueError, lambda: linalg.matmul(a, outs=[c])))
        # CHECK: ValueError: linalg.matmul: expected 2 inputs, got 3
        print(error_text(ValueError, lambda: linalg.matmul(a, b, c, outs=[c])))
        # CHECK: ValueError: linalg.add: expected 1 output in 'outs', got 2
        print(error_text(ValueError, lambda: linalg.add(c, c, outs=[c, c])))
        # CHECK: ValueError: linalg.exp: expected 1 output in 'outs', got 0
        print(error_text(ValueError, lambda: linalg.exp(c, outs=[])))
        # CHECK: TypeError: linalg.matmul: missing keyword argument 'outs'
        print(error_text(TypeError, lambda: linalg.matmul(a, b)))
        # CHECK: TypeError: linalg.matmul input 0: expected a ranked tensor or memref value, got type f32
        print(error_text(TypeError, lambda: linalg.matmul(one, b, outs=[c])))
        # CHECK: TypeError: linalg.fill output: expected a ranked tensor or memref value, got type f32
        print(error_text(TypeError, lambda: linalg.fill(one, outs=[one])))
        # CHECK: TypeError: linalg.fill input 0: expected a scalar value, got type memref<16xf32>
        print(error_text(TypeError, lambda: linalg.fill(v, outs=[c])))
        # CHECK: TypeError: linalg.matmul input 1: expected an mlir.ir.Value (or single-result operation), got F32Type
        print(error_text(TypeError, lambda: linalg.matmul(a, f32, outs=[c])))
        # CHECK: TypeError: linalg.exp: needs a float element type, got i32
        print(error_text(TypeError, lambda: linalg.exp(ci, outs=[ci])))
        # CHECK: TypeError: linalg.add: inputs have different element types (f32 and i32)
        print(error_text(TypeError, lambda: linalg.add(c, ci, outs=[c])))
        bools = memref.AllocOp(MemRefType.get([4], i1), [], [])
        ix = memref.AllocOp(MemRefType.get([4], idx), [], [])
        # CHECK: TypeError: linalg.sub: not defined on i1
        print(error_text(TypeError, lambda: linalg.sub(bools, bools, outs=[bools])))
        # CHECK: TypeError: linalg.copy input 0: element type index is not an integer or float type
        print(error_text(TypeError, lambda: linalg.copy(ix, outs=[c])))
        ut = UnrankedTensorType.get(f32)
        ten = tensor.empty(RankedTensorType.get([4, 16], f32), [])
        # CHECK: TypeError: linalg.add input 1: is a tensor but the output is a memref; use all tensors or all memrefs
        print(error_text(TypeError, lambda: linalg.add(c, ten, outs=[c])))
        # CHECK: ValueError: linalg.transpose: permutation [0, 0] is not a permutation of the input's 2 dimensions
        print(error_text(ValueError, lambda: linalg.transpose(c, outs=[c], permutation=[0, 0])))
        # CHECK: TypeError: linalg.transpose permutation: expected ints, got str
        print(error_text(TypeError, lambda: linalg.transpose(c, outs=[c], permutation=["a", "b"])))
        # CHECK: ValueError: linalg.broadcast: output rank 2 != input rank 2 + 1 added dimensions
        print(error_text(ValueError, lambda: linalg.broadcast(c, outs=[c], dimensions=[0])))
        # CHECK: AttributeError: {{.*}}generic_named
        print(error_text(AttributeError, lambda: linalg.generic_named(a, outs=[c])))
        # Unknown / not built-in named ops are refused by the native entry point too.
        fill_region = linalg._region_filler()
        # CHECK: ValueError: _fill_builtin_named_op_region: 'memref.alloc' is not a built-in named linalg op
        print(error_text(ValueError, lambda: fill_region(bools.operation)))
        gen = Operation.create("linalg.generic", operands=[c, c], regions=1)
        # CHECK: ValueError: _fill_builtin_named_op_region: 'linalg.generic' is not a built-in named linalg op
        print(error_text(ValueError, lambda: fill_region(gen)))
        gen.erase()
        # CHECK: ValueError: _fill_builtin_named_op_region: 'linalg.fill' needs its operands and exactly one region, empty
        print(error_text(ValueError, lambda: fill_region(fo)))
        # CHECK: TypeError: _fill_builtin_named_op_region: expected an mlir.ir.Operation or OpView, got <class 'int'>
        print(error_text(TypeError, lambda: fill_region(3)))
        # CHECK: nothing added: True
        print("nothing added:", len(g.entry_block.operations) == n_before + 3)
    # CHECK: done
    print("done")
