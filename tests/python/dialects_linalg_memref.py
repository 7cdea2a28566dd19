# mlir.dialects.memref / tensor / linalg / math / vector / llvm / gpu / cf:
# generated builders and classes, enums, and a lowering pipeline.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from mlir.dialects import arith, cf, func, gpu, linalg, llvm, math, memref, tensor, vector
from mlir.passmanager import PassManager
from testlib import error_text


with Context() as ctx, Location.unknown():
    f32 = F32Type.get()
    idx = IndexType.get()
    i1 = IntegerType.get_signless(1)
    m = Module.create()
    buf_t = MemRefType.get([4, 8], f32)
    with InsertionPoint(m.body):
        f = func.FuncOp("kernel", ([buf_t, idx, f32, i1], []))
        with InsertionPoint(f.add_entry_block()):
            src, i, x, c = f.arguments
            alloc = memref.AllocOp(buf_t, [], [])
            root = math.sqrt(x)
            memref.StoreOp(root, alloc, [i, i])
            loaded = memref.load(alloc, [i, i])
            dim = memref.dim(src, arith.ConstantOp.create_index(1))
            tensor.empty(RankedTensorType.get([4, ShapedType.get_dynamic_size()], f32), [dim])
            vec = vector.broadcast(VectorType.get([4], f32), loaded)
            red = vector.ReductionOp(f32, vector.CombiningKind.ADD, vec)
            memref.copy(src, alloc)
            memref.dealloc(alloc)
            func.ReturnOp([])
    # CHECK-LABEL: func.func @kernel(
    # CHECK: %[[A:.*]] = memref.alloc() : memref<4x8xf32>
    # CHECK: %[[S:.*]] = math.sqrt %arg2 : f32
    # CHECK: memref.store %[[S]], %[[A]][%arg1, %arg1] : memref<4x8xf32>
    # CHECK: %[[L:.*]] = memref.load %[[A]][%arg1, %arg1] : memref<4x8xf32>
    # CHECK: %[[D:.*]] = memref.dim %arg0, %c1 : memref<4x8xf32>
    # CHECK: tensor.empty(%[[D]]) : tensor<4x?xf32>
    # CHECK: %[[V:.*]] = vector.broadcast %[[L]] : f32 to vector<4xf32>
    # CHECK: vector.reduction <add>, %[[V]] : vector<4xf32> into f32
    # CHECK: memref.copy %arg0, %[[A]]
    # CHECK: memref.dealloc %[[A]] : memref<4x8xf32>
    print(f)
    # CHECK: verify: True
    print("verify:", m.operation.verify())
    # CHECK: classes: AllocOp SqrtOp ReductionOp #vector.kind<add>
    ops = list(f.entry_block.operations)
    print("classes:", type(ops[0]).__name__, type(ops[1]).__name__, type(red).__name__, red.kind)

    # linalg: named and generic ops from parsed IR come back as their classes.
    lm = Module.parse("""
    func.func @mm(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
      %zero = arith.constant 0.0 : f32
      linalg.fill ins(%zero : f32) outs(%c : memref<4x16xf32>)
      linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
      return
    }""")
    mm = lm.body.operations[0]
    body = list(mm.entry_block.operations)
    # CHECK: linalg: FillOp MatmulOp inputs=2 outputs=1 True
    print("linalg:", type(body[1]).__name__, type(body[2]).__name__, "inputs=%d" % len(body[2].inputs),
          "outputs=%d" % len(body[2].outputs), isinstance(body[2], linalg.MatmulOp))
    # CHECK: linalg enums: parallel add
    print("linalg enums:", linalg.IteratorType.parallel, linalg.BinaryFn.add)
    # CHECK: other enums: x eq 1 addf
    print("other enums:", gpu.Dimension.x, llvm.ICmpPredicate.eq, int(llvm.FastmathFlags.nnan), arith.AtomicRMWKind.addf)
    PassManager.parse("builtin.module(func.func(convert-linalg-to-loops))").run(lm.operation)
    # CHECK-LABEL: func.func @mm(
    # CHECK-NOT: linalg.
    # CHECK: scf.for
    # CHECK: scf.for
    # CHECK: arith.mulf
    # CHECK: arith.addf
    # CHECK: memref.store
    print(lm)

    # cf successors through the generated builders.
    with InsertionPoint(m.body):
        g = func.FuncOp("branchy", ([i1], []))
        entry = g.add_entry_block()
        exit_block = g.body.blocks.append()
        other = g.body.blocks.append()
        with InsertionPoint(entry):
            cf.CondBranchOp(g.arguments[0], [], [], exit_block, other)
        with InsertionPoint(other):
            cf.BranchOp([], exit_block)
        with InsertionPoint(exit_block):
            func.ReturnOp([])
    # CHECK-LABEL: func.func @branchy(
    # CHECK:   cf.cond_br %arg0, ^bb1, ^bb2
    # CHECK: ^bb1:
    # CHECK:   return
    # CHECK: ^bb2:
    # CHECK:   cf.br ^bb1
    print(g)

    # gpu and llvm ops build too.
    with InsertionPoint(m.body):
        h = func.FuncOp("ids", ([], [idx]))
        with InsertionPoint(h.add_entry_block()):
            tid = gpu.thread_id(gpu.Dimension.y)
            func.ReturnOp([tid])
        lf = llvm.LLVMFuncOp("lf", TypeAttr.get(Type.parse("!llvm.func<void ()>")))
        with InsertionPoint(lf.body.blocks.append()):
            llvm.ReturnOp()
    # CHECK: gpu.thread_id  y
    print(h)
    # CHECK: llvm.func @lf() {
    # CHECK-NEXT: llvm.return
    print(lf)

    # Wrong operand types and malformed IR raise.  (PassManager.run
    # invalidated the Python objects of operations in the context: look the
    # function up again.)
    f = m.body.operations[0]
    with InsertionPoint.at_block_begin(f.entry_block):
        # CHECK: TypeError: {{.*}}expected {{(an )?}}mlir.ir.Value
        print(error_text(TypeError, lambda: memref.LoadOp(f32, [])))
        # CHECK: TypeError
        print(error_text(TypeError, lambda: memref.AllocOp(buf_t, [f32], [])))
    # CHECK: MLIRError
    print(error_text(MLIRError, lambda: Module.parse("func.func @x() { linalg.matmul }")).split(":")[0])
    # CHECK: done
    print("done")
