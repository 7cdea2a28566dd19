# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
# mlir.rewrite: PDL patterns written in the pdl dialect, frozen and applied by
# the greedy driver; the IRRewriter; invalidation of the operations the
# rewrites erase; and the error paths.
import gc
from mlir.ir import *
from mlir.dialects import arith, func  # registers the pdl dialect too
from mlir.rewrite import *
from testlib import run, expect_first_line as expect


ADDI_TO_MULI = """
pdl.pattern @addi_to_muli : benefit(1) {
  %t = pdl.type
  %a = pdl.operand
  %b = pdl.operand
  %root = pdl.operation "arith.addi"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %new = pdl.operation "arith.muli"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %root with %new
  }
}
"""

PAYLOAD = """
func.func @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %0, %y : i32
  return %1 : i32
}
"""


# CHECK-LABEL: TEST: testPDLRewrite
def testPDLRewrite():
    with Context(), Location.unknown():
        patterns = Module.parse(ADDI_TO_MULI)
        pdl = PDLModule(patterns)
        frozen = pdl.freeze()
        # CHECK: FrozenRewritePatternSet True
        print(type(frozen).__name__, frozen.context is patterns.context)
        m = Module.parse(PAYLOAD)
        f = m.body.operations[0]
        addi = f.regions[0].blocks[0].operations[0]
        apply_patterns_and_fold_greedily(m, frozen)
        # CHECK: func.func @f(%[[X:.*]]: i32, %[[Y:.*]]: i32) -> i32
        # CHECK-NEXT: %[[M0:.*]] = arith.muli %[[X]], %[[Y]] : i32
        # CHECK-NEXT: %[[M1:.*]] = arith.muli %[[M0]], %[[Y]] : i32
        # CHECK-NEXT: return %[[M1]] : i32
        print(m)
        # The driver may erase anything below the root: Python objects of
        # nested operations are invalidated (LLVM 22: those it erased), the
        # module stays usable.
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: addi.name)
        # LLVM19: RuntimeError: the operation has been invalidated
        # LLVM22: no RuntimeError raised: StringAttr("f")
        expect(RuntimeError, lambda: f.name)
        # CHECK: builtin.module
        print(m.operation.name)
        # The pattern module is copied: the user's module is unchanged, and
        # freeze() works again.
        # CHECK: pdl.pattern "addi_to_muli"
        print(patterns.body.operations[0].operation.name, patterns.body.operations[0].attributes["sym_name"])
        m2 = Module.parse(PAYLOAD)
        apply_patterns_and_fold_greedily(m2.operation, pdl.freeze())
        # CHECK: 0 addi 2 muli
        print(str(m2).count("addi"), "addi", str(m2).count("muli"), "muli")
        # A set applied to a module without matches changes nothing.
        m3 = Module.parse("func.func @g() { return }")
        apply_patterns_and_fold_greedily(m3, frozen)
        # CHECK: func.func @g()
        print(m3)
        del patterns, pdl
        gc.collect()
        m4 = Module.parse(PAYLOAD)
        apply_patterns_and_fold_greedily(m4, frozen)
        # CHECK: 2 muli
        print(str(m4).count("muli"), "muli")


# CHECK-LABEL: TEST: testRewriteErrors
def testRewriteErrors():
    with Context() as ctx, Location.unknown():
        # CHECK: TypeError: module: expected mlir.ir.Module (or a builtin.module Operation)
        expect(TypeError, lambda: PDLModule("pdl.pattern"))
        # CHECK: TypeError: module: expected mlir.ir.Module
        expect(TypeError, lambda: PDLModule(None))
        # CHECK: ValueError: module: holds no pdl.pattern operation
        expect(ValueError, lambda: PDLModule(Module.parse(PAYLOAD)))
        # CHECK: ValueError: module: holds no pdl.pattern operation
        expect(ValueError, lambda: PDLModule(Module.create()))
        payload = Module.parse(PAYLOAD)
        # CHECK: ValueError: module: expected a builtin.module operation
        expect(ValueError, lambda: PDLModule(payload.body.operations[0]))
        # An invalid pattern (its pdl.rewrite erased) is reported, not lowered
        # (the lowering run by freeze() would abort the process).
        bad = Module.parse(ADDI_TO_MULI)
        body = bad.body.operations[0].regions[0].blocks[0]
        list(body.operations)[-1].erase()
        # CHECK: MLIRError: PDL module failed to verify
        expect(MLIRError, lambda: PDLModule(bad))
        # CHECK: TypeError: FrozenRewritePatternSet: use PDLModule(...).freeze()
        expect(TypeError, lambda: FrozenRewritePatternSet())
        frozen = PDLModule(Module.parse(ADDI_TO_MULI)).freeze()
        # CHECK: TypeError: set: expected mlir.rewrite.FrozenRewritePatternSet
        expect(TypeError, lambda: apply_patterns_and_fold_greedily(payload, "patterns"))
        # LLVM19: TypeError: module: expected mlir.ir.Module
        # LLVM22: TypeError: op: expected mlir.ir.Operation or OpView
        expect(TypeError, lambda: apply_patterns_and_fold_greedily(42, frozen))
        # LLVM 19 drives only modules, LLVM 22 any operation.
        # LLVM19: ValueError: module: expected a builtin.module operation
        # LLVM22: no ValueError raised: None
        expect(ValueError, lambda: apply_patterns_and_fold_greedily(payload.body.operations[0], frozen))
        # CHECK: TypeError: {{.*}}missing required argument 'set'
        expect(TypeError, lambda: apply_patterns_and_fold_greedily(payload))
    with Context(), Location.unknown():
        other = Module.parse(PAYLOAD)
        # CHECK: ValueError: set: the patterns belong to another Context than the IR
        expect(ValueError, lambda: apply_patterns_and_fold_greedily(other, frozen))


NATIVE_FOLD = """
pdl.pattern @fold_addi : benefit(1) {
  %t = pdl.type
  %a = pdl.operand
  %b = pdl.operand
  %root = pdl.operation "arith.addi"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.apply_native_constraint "same_operands"(%a, %b : !pdl.value, !pdl.value)
  pdl.rewrite %root {
    %new = pdl.apply_native_rewrite "double"(%root, %a : !pdl.operation, !pdl.value) : !pdl.operation
    pdl.replace %root with %new
  }
}
"""


# CHECK-LABEL: TEST: testPDLNativeFunctions
def testPDLNativeFunctions():
    with Context(), Location.unknown():
        pdl = PDLModule(Module.parse(NATIVE_FOLD))
        # PDL would call an unregistered name's neighbour, or nothing: refused.
        # CHECK: ValueError: freeze: the patterns call the native constraint function 'same_operands', which is not registered
        expect(ValueError, pdl.freeze)
        # LLVM19: False
        # LLVM22: True
        print(hasattr(pdl, "register_rewrite_function"))
        if not hasattr(pdl, "register_rewrite_function"):
            return
        seen = []

        def same_operands(rewriter, results, values):
            seen.append([type(v).__name__ for v in values])
            return values[0] != values[1]  # True: the constraint does not hold

        def double(rewriter, results, values):
            root, a = values
            with rewriter.ip:
                two = arith.ConstantOp(a.type, 2)
                results.append(arith.MulIOp(a, two.result).operation)

        pdl.register_constraint_function("same_operands", same_operands)
        # LLVM22: ValueError: freeze: the patterns call the native rewrite function 'double', which is not registered
        expect(ValueError, pdl.freeze)
        pdl.register_rewrite_function("double", double)
        m = Module.parse("""
          func.func @f(%x: i32, %y: i32) -> (i32, i32) {
            %0 = arith.addi %x, %x : i32
            %1 = arith.addi %x, %y : i32
            return %0, %1 : i32, i32
          }""")
        apply_patterns_and_fold_greedily(m, pdl.freeze())
        # LLVM22: arith.muli %arg0, %c2_i32 : i32
        # LLVM22: arith.addi %arg0, %arg1 : i32
        print(m)
        # LLVM22: ['BlockArgument', 'BlockArgument']
        print(seen[0])

        # An exception in a native function surfaces from the driver.
        def broken(rewriter, results, values):
            raise KeyError("from the native function")

        # A wrong result type is a TypeError inside the function.
        def wrong_result(rewriter, results, values):
            results.append(42)

        kept = []

        def keeps_results(rewriter, results, values):
            kept.append(results)
            return True

        for name, fn in [("broken", broken), ("wrong", wrong_result), ("keeps", keeps_results)]:
            p = PDLModule(Module.parse(NATIVE_FOLD))
            p.register_constraint_function("same_operands", fn)
            p.register_rewrite_function("double", double)
            expect(Exception, lambda: apply_patterns_and_fold_greedily(Module.parse(PAYLOAD), p.freeze()))
        # LLVM22: KeyError: 'from the native function'
        # LLVM22: TypeError: result: expected a Value, Operation, Type or Attribute, got <class 'int'>
        # LLVM22: no Exception raised: None
        # LLVM22: RuntimeError: the PDLResultList is used outside the function it was given to
        expect(RuntimeError, lambda: kept[0].append(m.body.operations[0]))
        # LLVM22: TypeError: register_rewrite_function() argument 1 must be str, not int
        expect(TypeError, lambda: pdl.register_rewrite_function(1, double))
        # LLVM22: TypeError: fn: expected a callable
        expect(TypeError, lambda: pdl.register_rewrite_function("double", 1))


# CHECK-LABEL: TEST: testIRRewriter
def testIRRewriter():
    with Context() as ctx, Location.unknown():
        m = Module.parse(PAYLOAD)
        entry = m.body.operations[0].regions[0].blocks[0]
        add0, add1, ret = list(entry.operations)
        rw = IRRewriter()
        # CHECK: True None None
        print(rw.context is ctx, rw.ip, rw.insertion_block)
        # replace_op with values erases the op and invalidates it.
        rw.replace_op(add1, [add0.result])
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: add1.name)
        # CHECK: return %0 : i32
        print(ret)
        # A new op at the insertion point, then replace_op with it.
        rw.set_insertion_point_before(add0)
        # CHECK: True
        print(rw.insertion_block == entry)
        x, y = entry.arguments
        mul = rw.insert(Operation.create("arith.muli", results=[x.type], operands=[x, y]))
        rw.replace_op(add0, mul)
        # CHECK: %[[MUL:.*]] = arith.muli %arg0, %arg1 : i32
        # CHECK-NEXT: return %[[MUL]] : i32
        print(m.body.operations[0])
        # The insertion point was `add0`, now erased: using it raises.
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: rw.insert(Operation.create("arith.constant", results=[x.type],
                                                                 attributes={"value": IntegerAttr.get(x.type, 1)})))
        # clone at the end of the block, move it before the return, use it.
        rw.set_insertion_point_to_end(entry)
        c = rw.clone(mul)
        rw.move_op_before(c, ret)
        rw.replace_all_uses_with(mul.result, c.result)
        # CHECK: %[[A:.*]] = arith.muli
        # CHECK-NEXT: %[[B:.*]] = arith.muli
        # CHECK-NEXT: return %[[B]] : i32
        print(m.body.operations[0])
        # erase_op refuses an op whose results are used.
        # CHECK: ValueError: op: result #0 still has uses
        expect(ValueError, lambda: rw.erase_op(c))
        rw.erase_op(mul)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: mul.name)
        # clone with no insertion point gives a detached op owned by Python.
        rw.clear_insertion_point()
        d = rw.clone(c)
        # CHECK: None
        print(d.operation.parent)
        rw.set_insertion_point_after(c)
        rw.insert(d)
        # CHECK: func.func
        print(d.operation.parent.operation.name)
        rw.erase_op(d)
        # CHECK-NEXT: True
        print(m.operation.verify())

        # Error paths.
        # CHECK: TypeError: op: expected mlir.ir.Operation or OpView
        expect(TypeError, lambda: rw.erase_op("op"))
        # CHECK: ValueError: op: cannot erase the operation of a Module
        expect(ValueError, lambda: rw.erase_op(m.operation))
        # CHECK: ValueError: values: 0 given, the operation has 1 results
        expect(ValueError, lambda: rw.replace_op(c, []))
        # CHECK: ValueError: values[0]: is defined by the replaced operation or inside it
        expect(ValueError, lambda: rw.replace_op(c, [c.result]))
        # CHECK: TypeError: values: expected mlir.ir.Value
        expect(TypeError, lambda: rw.replace_op(c, [1]))
        f32 = F32Type.get()
        fc = Operation.create("arith.constant", results=[f32], attributes={"value": FloatAttr.get(f32, 1.0)})
        # CHECK: ValueError: new_op: insert it into a block first
        expect(ValueError, lambda: rw.replace_op(c, fc))
        # CHECK: ValueError: new_op: is the replaced operation or nested in it
        expect(ValueError, lambda: rw.replace_op(c, c))
        rw.set_insertion_point_before(ret)
        rw.insert(fc)
        # CHECK: ValueError: new_op: result #0 has another type than the replaced result
        expect(ValueError, lambda: rw.replace_op(c, fc))
        # CHECK: ValueError: to: has another type than `from`
        expect(ValueError, lambda: rw.replace_all_uses_with(c.result, fc.result))
        # CHECK: ValueError: op: the operation is already in a block
        expect(ValueError, lambda: rw.insert(c))
        # CHECK: ValueError: cannot move an operation next to itself or into its own region
        expect(ValueError, lambda: rw.move_op_before(c, c))
        # CHECK: TypeError: ip: expected mlir.ir.InsertionPoint or None
        expect(TypeError, lambda: setattr(rw, "ip", 3))
        # CHECK: TypeError: block: expected mlir.ir.Block
        expect(TypeError, lambda: rw.set_insertion_point_to_end(c))
        rw.clear_insertion_point()
        # CHECK: ValueError: the rewriter has no insertion point
        expect(ValueError, lambda: rw.insert(Operation.create("test.x")))
        func_op = m.body.operations[0]
        rw.set_insertion_point_to_start(entry)
        # CHECK: ValueError: op: cannot insert an operation into its own region
        func_op.detach_from_parent()
        expect(ValueError, lambda: rw.insert(func_op))
        # Erasing the IR the insertion point is in invalidates it.
        rw.erase_op(func_op)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: rw.insert(Operation.create("test.y")))
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: c.name)
        stray = Operation.create("test.z")
    with Context(), Location.unknown():
        other = IRRewriter()
        # CHECK: ValueError: op: the operation belongs to another Context
        expect(ValueError, lambda: other.erase_op(stray))
        # CHECK: ValueError: ip: the insertion point belongs to another Context
        expect(ValueError, lambda: setattr(other, "ip", InsertionPoint(m.body)))
    # CHECK: True
    print(isinstance(IRRewriter(context=Context()), IRRewriter))


run(testPDLRewrite)
run(testRewriteErrors)
run(testPDLNativeFunctions)
run(testIRRewriter)
