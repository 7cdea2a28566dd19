# Negative tests: every failure is a Python exception carrying MLIR's
# diagnostics, never a crash.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from testlib import run, expect_declared as expect


# CHECK-LABEL: TEST: testParseErrors
def testParseErrors():
    with Context() as ctx:
        e = expect(MLIRError, lambda: Module.parse('"x.op"() : () -> ()'))
        # CHECK: MLIRError: Unable to parse module assembly:
        # CHECK-NEXT: error: "-":1:7: operation being parsed with an unregistered dialect
        # CHECK: is subclass of Exception: True
        print("is subclass of Exception:", isinstance(e, Exception))
        # CHECK: diagnostics: 1 ERROR loc("-":1:7)
        d = e.error_diagnostics[0]
        print("diagnostics:", len(e.error_diagnostics), d.severity.name, d.location)
        # CHECK: message attr: Unable to parse module assembly
        print("message attr:", e.message)
        # CHECK: MLIRError: Unable to parse module assembly:
        # CHECK-NEXT: error: "-":1:10: expected operation name in quotes
        expect(MLIRError, lambda: Module.parse("module {}}"))
        # CHECK: MLIRError: Unable to parse type: 'i33x':
        # CHECK-NEXT: error: "i33x":1:1: expected non-function type
        expect(MLIRError, lambda: Type.parse("i33x"))
        # CHECK: MLIRError: Unable to parse attribute: '[1, '
        # CHECK-NEXT: error: "[1, ":1:4: expected attribute value
        expect(MLIRError, lambda: Attribute.parse("[1, "))
        # CHECK: MLIRError: Unable to parse operation assembly:
        expect(MLIRError, lambda: Operation.parse("%0 = "))
        # CHECK: TypeError: expected str, got int
        expect(TypeError, lambda: Module.parse(42))


run(testParseErrors)


# CHECK-LABEL: TEST: testVerifyError
def testVerifyError():
    with Context() as ctx, Location.unknown():
        m = Module.create()
        with InsertionPoint(m.body):
            # builtin.module takes no operands/results: creating one with a
            # result makes an op that fails to verify.
            Operation.create("builtin.module", results=[Type.parse("i32")], regions=1)
        # CHECK: MLIRError: Verification failed:
        # CHECK-NEXT: error: unknown: 'builtin.module' op requires zero results
        expect(MLIRError, lambda: m.operation.verify())


run(testVerifyError)


# CHECK-LABEL: TEST: testWrongArgumentTypes
def testWrongArgumentTypes():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        # CHECK: TypeError: results: expected mlir.ir.Type
        expect(TypeError, lambda: Operation.create("x.op", results=["i32"]))
        # CHECK: TypeError: operands: expected mlir.ir.Value
        expect(TypeError, lambda: Operation.create("x.op", operands=[1]))
        # CHECK: TypeError: Invalid attribute value for the key "a" when attempting to create the operation "x.op"
        expect(TypeError, lambda: Operation.create("x.op", attributes={"a": 1}))
        # CHECK: TypeError: attributes: expected a dict of str to Attribute
        expect(TypeError, lambda: Operation.create("x.op", attributes=[1]))
        # CHECK: TypeError: successors: expected mlir.ir.Block
        expect(TypeError, lambda: Operation.create("x.op", successors=[None]))
        # CHECK: ValueError: regions: must be >= 0
        expect(ValueError, lambda: Operation.create("x.op", regions=-1))
        # CHECK: TypeError: loc: expected mlir.ir.Location
        expect(TypeError, lambda: Operation.create("x.op", loc="here"))
        # CHECK: TypeError: ip: expected mlir.ir.InsertionPoint
        expect(TypeError, lambda: Operation.create("x.op", ip=3))
        # CHECK: TypeError: InsertionPoint(): expected a Block or an Operation
        expect(TypeError, lambda: InsertionPoint(3))
        # CHECK: TypeError: context: expected mlir.ir.Context
        expect(TypeError, lambda: Type.parse("i32", context="ctx"))
        # CHECK: TypeError: use Operation.create(...) or Operation.parse(...)
        expect(TypeError, lambda: Operation())
        op = Operation.create("x.op", results=[Type.parse("i32")])
        # CHECK: ValueError: Cannot call .result on operation x.op which has 0 results
        expect(ValueError, lambda: Operation.create("x.op").result)
        # CHECK: IndexError: index out of range
        expect(IndexError, lambda: op.results[1])
        # CHECK: KeyError: 'nope'
        expect(KeyError, lambda: op.attributes["nope"])
        # CHECK: TypeError: other: expected mlir.ir.Operation or OpView
        expect(TypeError, lambda: op.move_before("x"))
        # CHECK: ValueError: other: the operation is not in a block
        expect(ValueError, lambda: op.move_before(Operation.create("x.other")))
        # CHECK: TypeError: expected mlir.ir.Type
        expect(TypeError, lambda: Type(3))
    # No context anywhere:
    # CHECK: ValueError: no current Location
    expect(ValueError, lambda: Operation.create("x.op"))
    # CHECK: RuntimeError: An MLIR function requires a Context but none was provided
    expect(RuntimeError, lambda: Type.parse("i32"))


run(testWrongArgumentTypes)


# CHECK-LABEL: TEST: testInvalidObjects
def testInvalidObjects():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.parse('"x.outer"() ({ "x.inner"() : () -> (i32) }) : () -> ()')
        outer = m.body.operations[0]
        inner = outer.regions[0].blocks[0].operations[0]
        value = inner.result
        block = outer.regions[0].blocks[0]
        region = outer.regions[0]
        results = inner.results
        inner_op = inner.operation
        outer.operation.erase()
        # Everything that depended on the erased IR raises, nothing crashes.
        # CHECK: RuntimeError: the operation has been invalidated: it was erased, or the IR owning it was destroyed
        expect(RuntimeError, lambda: outer.name)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: inner.name)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: value.type)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: block.operations)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: region.blocks)
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: len(results))
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: inner.erase())
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: str(inner))
        # CHECK: repr: <invalid operation>
        print("repr:", repr(inner_op))
        # CHECK: ValueError: cannot erase the operation of a Module
        expect(ValueError, lambda: m.operation.erase())
        # An attached operation cannot be inserted elsewhere without detaching.
        m2 = Module.parse('"x.a"() : () -> ()')
        a = m2.body.operations[0]
        # CHECK: ValueError: the operation is already in a block
        expect(ValueError, lambda: InsertionPoint(m.body).insert(a))
        det = a.detach_from_parent()
        InsertionPoint(m.body).insert(det)
        # CHECK: moved: ['x.a']
        print("moved:", [o.name for o in m.body.operations])
        # Unbalanced context managers raise.
        ip = InsertionPoint(m.body)
        # CHECK: RuntimeError: unbalanced context manager exit
        expect(RuntimeError, lambda: ip.__exit__(None, None, None))


run(testInvalidObjects)


# CHECK-LABEL: TEST: testCycles
def testCycles():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.create()
        with InsertionPoint(m.body):
            outer = Operation.create("x.outer", regions=1)
        block = outer.regions[0].blocks.append()
        with InsertionPoint(block):
            inner = Operation.create("x.inner")
        outer.detach_from_parent()
        # CHECK: ValueError: cannot insert an operation into its own region
        expect(ValueError, lambda: InsertionPoint(block).insert(outer))
        InsertionPoint(m.body).insert(outer)
        # CHECK: ValueError: cannot move an operation into its own region
        expect(ValueError, lambda: outer.move_before(inner))
        # CHECK: still verifies: True
        print("still verifies:", m.operation.verify())


run(testCycles)


# CHECK-LABEL: TEST: testMixedContexts
def testMixedContexts():
    c1, c2 = Context(), Context()
    a = StringAttr.get("a", context=c1)
    i8 = IntegerType.get_signless(8, context=c2)
    # CHECK: ValueError: attributes: "a" belongs to a different Context
    expect(ValueError, lambda: ArrayAttr.get([a], context=c2))
    # CHECK: ValueError: value: "a" belongs to a different Context
    expect(ValueError, lambda: DictAttr.get({"k": a}, context=c2))
    # CHECK: ValueError: type: i8 belongs to a different Context
    expect(ValueError, lambda: OpaqueAttr.get("d", b"x", i8, context=c1))
    with c2, Location.unknown():
        c2.allow_unregistered_dialects = True
        # CHECK: ValueError: attributes: "a" belongs to a different Context
        expect(ValueError, lambda: Operation.create("x.op", attributes={"k": a}))
    # CHECK: same context: ["a"]
    print("same context:", ArrayAttr.get([a], context=c1))


run(testMixedContexts)
