# Erased and detached objects, and odd deletion orders: a use of IR that is
# gone raises (RuntimeError/ValueError), a Python object keeps what it needs
# alive whatever order the others are deleted in, and the interpreter stays
# healthy after every case.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# CHECK-NOT: FAIL
# CHECK: misuse_lifetime: 33 passed, 0 failed
import gc

from misuse_harness import Suite

from mlir.ir import *  # noqa: E402,F403

s = Suite("misuse_lifetime")
INVALID = "the operation has been invalidated"
SRC = """
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""


def fresh():
    """A context, its module, the function, its block, the addi op."""
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    with Location.unknown(ctx):
        m = Module.parse(SRC, context=ctx)
    f = m.body.operations[0]
    block = f.regions[0].blocks[0]
    add = block.operations[0]
    return ctx, m, f, block, add


# ---- erased operations ----------------------------------------------------------
def erased():
    ctx, m, f, block, add = fresh()
    ret = block.operations[1]
    ret.erase()
    add.erase()
    return ctx, m, f, block, add, ret


ctx, m, f, block, add, ret = erased()
s.raises("name of an erased op", RuntimeError, INVALID, lambda: add.name)
s.raises("erase twice", RuntimeError, INVALID, lambda: add.erase())
s.raises("result of an erased op", RuntimeError, INVALID, lambda: add.result)
s.raises("operands of an erased op", RuntimeError, INVALID, lambda: list(add.operands))
s.raises("attributes of an erased op", RuntimeError, INVALID, lambda: add.attributes["x"])
s.raises("walk an erased op", RuntimeError, INVALID, lambda: add.walk(lambda o: WalkResult.ADVANCE))
s.raises("verify an erased op", RuntimeError, INVALID, lambda: add.verify())
s.raises("clone an erased op", RuntimeError, INVALID, lambda: add.clone())
s.raises("move an erased op", RuntimeError, INVALID, lambda: add.move_before(f))
s.raises("insertion point after an erased op", RuntimeError, INVALID, lambda: InsertionPoint.after(add))
s.raises("insertion point before an erased op", RuntimeError, INVALID, lambda: InsertionPoint(ret))
s.works("block still usable", lambda: len(block.operations), 0)
del ctx, m, f, block, add, ret


def erased_parent():
    ctx, m, f, block, add = fresh()
    value, region = add.result, f.regions[0]
    f.erase()
    return ctx, m, f, block, add, value, region


ctx, m, f, block, add, value, region = erased_parent()
s.raises("op inside an erased function", RuntimeError, INVALID, lambda: add.name)
s.raises("value of an erased function's op", RuntimeError, INVALID, lambda: value.type)
s.raises("uses of a value of an erased op", RuntimeError, INVALID, lambda: list(value.uses))
s.raises("block of an erased function", RuntimeError, INVALID, lambda: block.arguments)
s.raises("region of an erased function", RuntimeError, INVALID, lambda: region.blocks)
s.raises("insertion point in an erased block", RuntimeError, INVALID, lambda: InsertionPoint(block))
with ctx, Location.unknown():
    s.raises("erased value as an operand", RuntimeError, INVALID,
             lambda: Operation.create("x.use", operands=[value]))
s.works("module still prints", lambda: str(m).strip(), "module {\n}")
del ctx, m, f, block, add, value, region

# ---- detached operations -----------------------------------------------------------
ctx, m, f, block, add = fresh()
ret = block.operations[1]
# MLIR lets an operation whose result is used be detached; the user then
# refers to a detached definition, which the verifier reports.
s.works("detach an op whose result is used", lambda: add.detach_from_parent().parent is None, True)
s.raises("verify with a detached definition", MLIRError, "operand is unlinked", lambda: m.operation.verify())
s.raises("detach a detached op", ValueError, "it is already detached", lambda: add.detach_from_parent())
s.raises("move before a detached op", ValueError, "the operation is not in a block", lambda: f.move_before(add))


def drop_used_detached():
    # Dropping the last Python reference does not destroy an operation whose
    # values are still used (its user would read freed memory).
    global add
    del add
    gc.collect()
    ret.erase()
    with Location.unknown(ctx), InsertionPoint(block):
        Operation.create("func.return", operands=[block.arguments[0]])
    return m.operation.verify()


s.works("drop a detached op that is still used", drop_used_detached, True)
del ctx, m, f, block, ret

# ---- deletion orders -----------------------------------------------------------------


def context_first():
    ctx, m, f, block, add = fresh()
    del ctx
    gc.collect()
    return str(add)


def module_first():
    ctx, m, f, block, add = fresh()
    del m, f, block
    gc.collect()
    return add.operation.parent.name


def only_a_value():
    ctx, m, f, block, add = fresh()
    v = add.result
    del ctx, m, f, block, add
    gc.collect()
    return str(v.type), v.owner.name


def only_a_block():
    ctx, m, f, block, add = fresh()
    del ctx, m, f, add
    gc.collect()
    return [o.name for o in block.operations]


def only_a_type():
    ctx = Context()
    t = IntegerType.get_signless(7, context=ctx)
    del ctx
    gc.collect()
    return str(t), t.context is not None


def context_inside_with():
    ctx = Context()
    with ctx, Location.unknown():
        del ctx
        gc.collect()
        return str(Module.parse("module {}").operation.name)


s.works("Context deleted before its Module", context_first, "%0 = arith.addi %arg0, %arg0 : i32")
s.works("Module deleted before its ops", module_first, "func.func")
s.works("only a Value kept", only_a_value, ("i32", "arith.addi"))
s.works("only a Block kept", only_a_block, ["arith.addi", "func.return"])
s.works("only a Type kept", only_a_type, ("i7", True))
s.works("Context deleted inside its with", context_inside_with, "builtin.module")


def unbalanced_exit():
    c1, c2 = Context(), Context()
    c1.__enter__()
    c2.__enter__()
    try:
        c1.__exit__(None, None, None)
    finally:
        c2.__exit__(None, None, None)
        c1.__exit__(None, None, None)


s.raises("Context exits out of order", RuntimeError, "unbalanced context manager exit", unbalanced_exit)
gc.collect()
s.works("nothing left alive", lambda: Context._get_live_count(), 0)
s.finish()
