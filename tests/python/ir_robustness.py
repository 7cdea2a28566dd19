# Misuse of the IR API that used to crash the interpreter later (on the next
# print, verify or parse) raises at the call instead, and leaves the IR and
# the interpreter usable: objects of another Context, inserting a symbol
# table into itself, erasing operations whose values are used, erasing from
# inside walk(), and result type inference with missing operands.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
import mlir.dialects.arith  # noqa: F401  (registers arith for inference)
import mlir.dialects.shape  # noqa: F401
from testlib import run, expect_declared as expect


def healthy(ctx):
    """The interpreter and the context still work."""
    m = Module.parse("module attributes {x.ok} {}", ctx)
    m.operation.verify()
    print("healthy:", str(m).strip().splitlines()[-1].strip())


def other_context_objects():
    """A Context with a value, a type, a block, an operation, an attribute,
    a location and an insertion point, for mixing with another one."""
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    with ctx, Location.unknown():
        m = Module.parse('%0 = "x.v"() : () -> i64\n"x.r"() ({ ^bb0: }) : () -> ()')
        v = m.body.operations[0].result
        blk = m.body.operations[1].regions[0].blocks[0]
        return dict(ctx=ctx, module=m, value=v, type=IntegerType.get_signless(64), block=blk,
                    op=m.body.operations[0], attr=StringAttr.get("other"),
                    loc=Location.name("other"), ip=InsertionPoint(blk))


# CHECK-LABEL: TEST: testOtherContext
def testOtherContext():
    o = other_context_objects()
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    with ctx, Location.unknown():
        m = Module.parse(
            '%0 = "x.a"() : () -> i32\n'
            '"x.use"(%0) : (i32) -> ()\n'
            '"x.br"() ({\n'
            '^bb0(%a: i32):\n'
            '  "x.term"()[^bb1] : () -> ()\n'
            '^bb1:\n'
            '  "x.end"() : () -> ()\n'
            '}) : () -> ()'
        )
        a, use, br = m.body.operations
        body = br.regions[0].blocks[0]
        term = body.operations[0]
        i32 = IntegerType.get_signless(32)
        # CHECK: ValueError: operands: the value belongs to another Context
        expect(ValueError, lambda: Operation.create("x.op", operands=[o["value"]]))
        # CHECK: ValueError: results: the type belongs to another Context
        expect(ValueError, lambda: Operation.create("x.op", results=[o["type"]]))
        # CHECK: ValueError: successors: the block belongs to another Context
        expect(ValueError, lambda: Operation.create("x.op", successors=[o["block"]]))
        # CHECK: ValueError: ip: the insertion point belongs to another Context
        expect(ValueError, lambda: Operation.create("x.op", ip=o["ip"]))
        # CHECK: ValueError: attributes: {{.*}}belongs to a{{.*}} Context
        expect(ValueError, lambda: Operation.create("x.op", attributes={"k": o["attr"]}))
        # CHECK: ValueError: with_: the value belongs to another Context
        expect(ValueError, lambda: a.result.replace_all_uses_with(o["value"]))
        # CHECK: ValueError: type: the type belongs to another Context
        expect(ValueError, lambda: a.result.set_type(o["type"]))
        # CHECK: ValueError: type: the type belongs to another Context
        expect(ValueError, lambda: body.arguments[0].set_type(o["type"]))
        # CHECK: ValueError: arg_types: the type belongs to another Context
        expect(ValueError, lambda: body.create_after(o["type"]))
        # CHECK: ValueError: arg_types: the type belongs to another Context
        expect(ValueError, lambda: Block.create_at_start(br.regions[0], [o["type"]]))
        # CHECK: ValueError: arg_locs: the location belongs to another Context
        expect(ValueError, lambda: body.create_before(i32, arg_locs=[o["loc"]]))
        # CHECK: ValueError: arg_types: the type belongs to another Context
        expect(ValueError, lambda: br.regions[0].blocks.append(o["type"]))
        # CHECK: ValueError: type: the type belongs to another Context
        expect(ValueError, lambda: body.add_argument(o["type"], Location.unknown()))
        # CHECK: ValueError: loc: the location belongs to another Context
        expect(ValueError, lambda: body.add_argument(i32, o["loc"]))
        # CHECK: ValueError: operand: the value belongs to another Context
        expect(ValueError, lambda: use.operands.__setitem__(0, o["value"]))
        # CHECK: ValueError: successor: the block belongs to another Context
        expect(ValueError, lambda: term.successors.__setitem__(0, o["block"]))
        # CHECK: ValueError: value: the attribute belongs to another Context
        expect(ValueError, lambda: a.attributes.__setitem__("k", o["attr"]))
        # CHECK: ValueError: operation: the operation belongs to another Context
        expect(ValueError, lambda: m.body.append(o["op"]))
        with o["ctx"], Location.unknown():
            stray = Operation.create("x.stray")
        # CHECK: ValueError: operation: the operation belongs to another Context
        expect(ValueError, lambda: InsertionPoint(m.body).insert(stray))
        # CHECK: ValueError: other: the operation belongs to another Context
        expect(ValueError, lambda: a.move_before(o["op"]))
        # CHECK: ValueError: region: the region belongs to another Context
        expect(ValueError, lambda: o["block"].append_to(br.regions[0]))
        # CHECK: ValueError: state: the AsmState belongs to another Context
        expect(ValueError, lambda: a.result.get_name(state=AsmState(o["op"])))

        # An insertion point of another Context hides this Context's Location:
        # the error says so instead of "no current Location".
        def create_under_other_ip():
            with o["ip"]:
                Operation.create("x.op")
        # CHECK: ValueError: no current Location in the insertion point's Context: the Location entered belongs to another Context
        expect(ValueError, create_under_other_ip)
        # CHECK: ValueError: operation: the operation belongs to another Context
        expect(ValueError, lambda: SymbolTable(m.operation).insert(stray))
        # Nothing was changed: both modules still print and verify.
        # CHECK: "x.use"(%0) : (i32) -> ()
        print(str(m).splitlines()[2].strip())
        # CHECK: other module: %0 = "x.v"() : () -> i64
        print("other module:", str(o["module"]).splitlines()[1].strip())
    # CHECK: healthy: }
    healthy(ctx)


run(testOtherContext)


# CHECK-LABEL: TEST: testSymbolTableInsertItself
def testSymbolTableInsertItself():
    with Context() as ctx, Location.unknown():
        m = Module.parse('func.func private @f()')
        table = SymbolTable(m.operation)
        # CHECK: ValueError: Expected operation to have a symbol name.
        expect(ValueError, lambda: table.insert(m.operation))
        # A symbol table operation cannot go into itself, even with a name.
        outer = Operation.parse('builtin.module @outer { func.func private @g() }')
        inner_table = SymbolTable(outer)
        # CHECK: ValueError: operation: cannot insert the symbol table's operation (or an ancestor) into itself
        expect(ValueError, lambda: inner_table.insert(outer))
        # An operation of another block must be detached first.
        g = outer.regions[0].blocks[0].operations[0]
        # CHECK: ValueError: operation: it is in another block; detach it (detach_from_parent) first
        expect(ValueError, lambda: table.insert(g))
        # CHECK: func.func private @f()
        print(str(m).splitlines()[1].strip())
        # The table forgets operations erased behind its back.
        f = table["f"]
        f.erase()
        # CHECK: lookup after erase: False
        print("lookup after erase:", "f" in table)
        # SymbolTable.erase refuses an operation of another table.
        # CHECK: ValueError: operation: it is not in this symbol table
        expect(ValueError, lambda: table.erase(g))
        # Symbol names must stay strings.
        # CHECK: TypeError: value: expected str or StringAttr
        expect(TypeError, lambda: SymbolTable.set_symbol_name(g, IntegerAttr.get(IntegerType.get_signless(32), 1)))
    # CHECK: healthy: }
    healthy(ctx)


run(testSymbolTableInsertItself)


# CHECK-LABEL: TEST: testEraseUsed
def testEraseUsed():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    with ctx, Location.unknown():
        m = Module.parse(
            '%0 = "x.def"() : () -> i32\n'
            '%1 = "x.mid"(%0) : (i32) -> i32\n'
            '"x.use"(%1) : (i32) -> ()\n'
            '"x.wrap"() ({\n'
            '  %2 = "x.inner"() : () -> i32\n'
            '  "x.yield"(%2) : (i32) -> ()\n'
            '}) : () -> ()\n'
            '"x.other"() : () -> ()'
        )
        d, mid, use, wrap, other = m.body.operations
        operand = use.operands[0]
        # CHECK: ValueError: cannot erase the operation: its values are still used by 'x.mid'
        expect(ValueError, lambda: d.erase())
        # Uses inside the erased operation do not count.
        wrap.erase()
        # CHECK: erased wrap: False
        print("erased wrap:", wrap.is_valid)
        # force=True erases the users too, transitively, and invalidates them.
        d.erase(force=True)
        # CHECK: after force: valid d=False mid=False use=False other=True
        print(f"after force: valid d={d.is_valid} mid={mid.is_valid} use={use.is_valid} other={other.is_valid}")
        # CHECK: RuntimeError: the operation has been invalidated
        expect(RuntimeError, lambda: operand.type)
        m.operation.verify()
        # CHECK: module: "x.other"() : () -> ()
        print("module:", str(m).splitlines()[1].strip())
        # A user nested in another user goes with it or before it.
        n = Module.parse(
            '%v = "x.v"() : () -> i32\n'
            '"x.X"(%v) ({ "x.U"(%v) : (i32) -> () }) : (i32) -> ()\n'
            '"x.Y"() ({ "x.W"(%v) : (i32) -> () }) : () -> ()'
        )
        v, X, Y = n.body.operations
        inner = X.regions[0].blocks[0].operations[0]
        v.erase(force=True)
        n.operation.verify()
        # CHECK: nested users: X=False U=False Y=True ['x.Y']
        print(f"nested users: X={X.is_valid} U={inner.is_valid} Y={Y.is_valid}", [o.name for o in n.body.operations])
        # CHECK: Y body: 0
        print("Y body:", len(Y.regions[0].blocks[0].operations))
        # A cycle of uses (graph region) cannot be erased with force.
        g = Module.parse(
            '"x.graph"() ({\n'
            '  %a = "x.n"(%b) : (i32) -> i32\n'
            '  %b = "x.n"(%a) : (i32) -> i32\n'
            '}) : () -> ()'
        )
        n0 = g.body.operations[0].regions[0].blocks[0].operations[0]
        # CHECK: ValueError: erase(force=True): the users form a cycle with the operation
        expect(ValueError, lambda: n0.erase(force=True))
        # CHECK: graph intact: 2
        print("graph intact:", len(g.body.operations[0].regions[0].blocks[0].operations))
        # Block arguments still used cannot be erased either.
        b = Module.parse('"x.r"() ({ ^bb0(%x: i32): "x.u"(%x) : (i32) -> () }) : () -> ()')
        blk = b.body.operations[0].regions[0].blocks[0]
        # CHECK: ValueError: erase_argument: argument 0 is still used
        expect(ValueError, lambda: blk.erase_argument(0))
        # CHECK: IndexError: erase_argument: index 3 out of range (the block has 1 arguments)
        expect(IndexError, lambda: blk.erase_argument(3))
        # An erased argument's Python objects raise instead of reading freed memory.
        arg = blk.arguments[0]
        seen_as_operand = blk.operations[0].operands[0]
        blk.operations[0].operands[0] = b.body.operations[0].regions[0].blocks[0].add_argument(
            IntegerType.get_signless(32), Location.unknown())
        blk.erase_argument(0)
        # CHECK: RuntimeError: the block argument has been erased
        expect(RuntimeError, lambda: arg.type)
        # CHECK: RuntimeError: the block argument has been erased
        expect(RuntimeError, lambda: Operation.create("x.n", operands=[seen_as_operand]))
        # Replacing a value's uses with itself changes nothing (MLIR would loop).
        blk.arguments[0].replace_all_uses_with(blk.arguments[0])
        # CHECK: args after erase: 1
        print("args after erase:", len(blk.arguments))
    # CHECK: healthy: }
    healthy(ctx)


run(testEraseUsed)


# CHECK-LABEL: TEST: testEraseDuringWalkAndIteration
def testEraseDuringWalkAndIteration():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    with ctx, Location.unknown():
        m = Module.parse(
            '"x.outer"() ({\n'
            '  "x.a"() : () -> ()\n'
            '  "x.b"() ({ "x.deep"() : () -> () }) : () -> ()\n'
            '}) : () -> ()\n'
            '"x.keep"() : () -> ()'
        )
        outer = m.body.operations[0]
        seen = []

        def erase_ancestor(op):
            seen.append(op.name)
            if op.name == "x.a":
                outer.erase()  # an ancestor of the operation being visited

        m.operation.walk(erase_ancestor, WalkOrder.PRE_ORDER)
        # CHECK: walked: ['builtin.module', 'x.outer', 'x.a', 'x.keep']
        print("walked:", seen)
        m.operation.verify()
        # CHECK: after walk: "x.keep"() : () -> ()
        print("after walk:", str(m).splitlines()[1].strip())
        # Post-order: each visited operation may erase itself.
        m2 = Module.parse('"x.p"() : () -> ()\n"x.q"() : () -> ()')
        m2.operation.walk(lambda op: op.erase() if op.name.startswith("x.") else None)
        # CHECK: emptied: 0
        print("emptied:", len(m2.body.operations))
        # Iterating a block: erasing the current operation is fine, erasing
        # the next one is reported.
        m3 = Module.parse('"x.1"() : () -> ()\n"x.2"() : () -> ()\n"x.3"() : () -> ()')
        for op in m3.body:
            op.erase()
        # CHECK: iterated: 0
        print("iterated:", len(m3.body.operations))
        m4 = Module.parse('"x.1"() : () -> ()\n"x.2"() : () -> ()\n"x.3"() : () -> ()')

        def erase_next():
            it = iter(m4.body)
            next(it)
            m4.body.operations[1].erase()
            next(it)

        # CHECK: RuntimeError: the next operation was erased during the iteration
        expect(RuntimeError, erase_next)
        # CHECK: m4: 2
        print("m4:", len(m4.body.operations))
    # CHECK: healthy: }
    healthy(ctx)


run(testEraseDuringWalkAndIteration)


# CHECK-LABEL: TEST: testInferenceInputs
def testInferenceInputs():
    with Context() as ctx, Location.unknown():
        i32 = IntegerType.get_signless(32)
        # CHECK: MLIRError: Operation creation failed: its result types cannot be inferred:
        # CHECK: 'arith.addi' is defined with 2 operands, 0 given
        expect(MLIRError, lambda: Operation.create("arith.addi", operands=[], infer_type=True))
        # CHECK: MLIRError: Operation creation failed: its result types cannot be inferred:
        # CHECK: 'arith.constant' op requires attribute 'value'
        expect(MLIRError, lambda: Operation.create("arith.constant", infer_type=True))
        c = Operation.create("arith.constant", attributes={"value": IntegerAttr.get(i32, 3)}, infer_type=True)
        # The same input again is refused again (refusals are not remembered as readable).
        # CHECK: MLIRError: Operation creation failed: its result types cannot be inferred:
        # CHECK: 'arith.constant' op requires attribute 'value'
        expect(MLIRError, lambda: Operation.create("arith.constant", infer_type=True))
        # CHECK: MLIRError: Operation creation failed: its result types cannot be inferred:
        # CHECK: 'shape.const_shape' op requires attribute 'shape'
        expect(MLIRError, lambda: Operation.create("shape.const_shape", infer_type=True))
        # CHECK: MLIRError: Operation creation failed: its result types cannot be inferred:
        # CHECK: 'arith.addi' is defined with 0 regions, 1 given
        expect(MLIRError, lambda: Operation.create("arith.addi", operands=[c.result] * 2, regions=1, infer_type=True))
        s = Operation.create("arith.addi", operands=[c.result, c.result], infer_type=True)
        # CHECK: inferred: i32
        print("inferred:", s.result.type)
    # CHECK: healthy: }
    healthy(ctx)


run(testInferenceInputs)
