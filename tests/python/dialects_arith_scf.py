# mlir.dialects.arith / scf: ConstantOp from Python numbers, generated
# builders with inferred result types, enums, ForOp/IfOp/YieldOp helpers, a
# pass pipeline over the result.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from mlir.dialects import arith, func, scf
from mlir.passmanager import PassManager
from mlir._mlir_libs import api_version
from testlib import error_text

# IfOp's keyword follows the major (22: has_else, 19: hasElse); the other
# spelling is refused.
HAS_ELSE, OTHER = ("has_else", "hasElse") if api_version.SCF_IF_HAS_ELSE else ("hasElse", "has_else")


with Context() as ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    i64 = IntegerType.get_signless(64)
    f32 = F32Type.get()
    f64 = F64Type.get()
    idx = IndexType.get()

    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("consts", ([], []))
        with InsertionPoint(f.add_entry_block()):
            c1 = arith.ConstantOp(i32, 42)
            c2 = arith.ConstantOp(f64, 2.5)
            c3 = arith.ConstantOp(f32, 3)           # an int for a float type
            c4 = arith.ConstantOp.create_index(7)
            c5 = arith.ConstantOp(i64, IntegerAttr.get(i64, -1))
            v6 = arith.constant(RankedTensorType.get([4], f32), 1.0)  # splat
            func.ReturnOp([])
    # CHECK: literal: 42 <class 'int'> 2.5 <class 'float'> 3.0 7 -1
    print("literal:", c1.literal_value, type(c1.literal_value), c2.literal_value, type(c2.literal_value),
          c3.literal_value, c4.literal_value, c5.literal_value)
    # CHECK: value: 42 : i32 | 2.500000e+00 : f64 | type: index | splat: tensor<4xf32>
    print("value:", c1.value, "|", c2.value, "| type:", c4.type, "| splat:", v6.type)
    # CHECK: arith.constant dense<1.000000e+00> : tensor<4xf32>
    print(f)

    with InsertionPoint(m.body):
        # sum(i * k for i in range(n)) with k = 3, via scf.for with an iter_arg
        # and an scf.if in the body.
        g = func.FuncOp("sum", ([idx, i32], [i32]))
        with InsertionPoint(g.add_entry_block()):
            n, k = g.arguments
            zero = arith.ConstantOp(i32, 0)
            loop = scf.ForOp(0, n, 1, iter_args=[zero])
            with InsertionPoint(loop.body):
                iv = arith.IndexCastOp(i32, loop.induction_variable)
                prod = arith.MulIOp(iv.result, k)
                cond = arith.CmpIOp(arith.CmpIPredicate.sgt, prod, zero)
                branch = scf.IfOp(cond, [i32], **{HAS_ELSE: True})
                with InsertionPoint(branch.then_block):
                    scf.YieldOp([arith.addi(loop.inner_iter_args[0], prod)])
                with InsertionPoint(branch.else_block):
                    scf.yield_([loop.inner_iter_args[0]])
                scf.YieldOp([branch])
            func.ReturnOp([loop.results[0]])

        h = func.FuncOp("side", ([i32], []))
        with InsertionPoint(h.add_entry_block()):
            t = arith.cmpf(arith.CmpFPredicate.OLT, arith.constant(f32, 1.0), arith.constant(f32, 2.0))
            only_then = scf.IfOp(t)
            with InsertionPoint(only_then.then_block):
                scf.YieldOp()
            for i in scf.for_(0, 4, 2):
                arith.addi(h.arguments[0], h.arguments[0])
            func.ReturnOp([])

    # CHECK-LABEL: func.func @sum(%arg0: index, %arg1: i32) -> i32 {
    # CHECK:   %[[R:.*]] = scf.for %[[IV:.*]] = %c0 to %arg0 step %c1 iter_args(%[[ACC:.*]] = %c0_i32) -> (i32) {
    # CHECK:     %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
    # CHECK:     %[[P:.*]] = arith.muli %[[I]], %arg1 : i32
    # CHECK:     %[[C:.*]] = arith.cmpi sgt, %[[P]], %c0_i32 : i32
    # CHECK:     %[[S:.*]] = scf.if %[[C]] -> (i32) {
    # CHECK:       arith.addi %[[ACC]], %[[P]] : i32
    # CHECK:     } else {
    # CHECK:       scf.yield %[[ACC]] : i32
    # CHECK:     scf.yield %[[S]] : i32
    # CHECK:   return %[[R]] : i32
    # CHECK-LABEL: func.func @side(
    # CHECK:   arith.cmpf olt
    # CHECK:   scf.if %{{.*}} {
    # CHECK-NEXT: }
    # CHECK:   scf.for %{{.*}} = %c0 to %c4 step %c2 {
    # CHECK-NEXT: arith.addi %arg0, %arg0 : i32
    # CHECK-NEXT: }
    print(m.body.operations[1])
    print(m.body.operations[2])
    # CHECK: verify: True
    print("verify:", m.operation.verify())
    # CHECK: for: ForOp index ['i32'] IfOp 2 regions
    print("for:", type(loop).__name__, loop.induction_variable.type, [str(a.type) for a in loop.inner_iter_args],
          type(branch).__name__, len(branch.regions), "regions")
    # CHECK: enum: sgt 4 olt
    print("enum:", arith.CmpIPredicate.sgt, int(arith.CmpIPredicate.sgt), arith.CmpFPredicate.OLT)
    # CHECK: else_block of if without else: IndexError
    print("else_block of if without else:", error_text(IndexError, lambda: only_then.else_block).split(":")[0])
    # CHECK: other keyword: TypeError
    print("other keyword:", error_text(TypeError, lambda: scf.IfOp(cond, [], **{OTHER: True})).split(":")[0])

    # A pass pipeline over the generated IR.
    pm = PassManager.parse("builtin.module(func.func(convert-scf-to-cf),canonicalize)")
    pm.run(m.operation)
    # CHECK-LABEL: func.func @sum
    # CHECK-NOT: scf.
    # CHECK: cf.cond_br
    # CHECK: return
    print(m.body.operations[1])

    # Errors raise Python exceptions.
    # CHECK: TypeError: ConstantOp: a float value needs a float type, got i32
    print(error_text(TypeError, lambda: arith.ConstantOp(i32, 1.5)))
    # CHECK: TypeError: ConstantOp: result must be an mlir.ir.Type, got str
    print(error_text(TypeError, lambda: arith.ConstantOp("i32", 1)))
    # CHECK: TypeError: ConstantOp: expected an Attribute, int or float value, got str
    print(error_text(TypeError, lambda: arith.ConstantOp(i32, "1")))
    with InsertionPoint(m.body):
        bad = func.FuncOp("bad", ([i32, f32], [i32]))
        with InsertionPoint(bad.add_entry_block()):
            # CHECK: TypeError: {{.*}}expected {{(an )?}}mlir.ir.Value
            print(error_text(TypeError, lambda: arith.AddIOp(bad.arguments[0], i32)))
            # CHECK: TypeError
            print(error_text(TypeError, lambda: arith.AddIOp(bad.arguments[0])))
            # Operands of mismatched types build, and the verifier rejects them.
            arith.AddIOp(bad.arguments[0], bad.arguments[1])
            func.ReturnOp([bad.arguments[0]])
    try:
        bad.verify()
    except MLIRError as e:
        # CHECK: MLIRError: Verification failed
        # CHECK: 'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'
        print("MLIRError:", e)
    # CHECK: TypeError
    print(error_text(TypeError, lambda: scf.ForOp(0, 10, 1, iter_args=[i32])))
    # CHECK: done
    print("done")
