# Ownership: operations are interned per context (LLVM 19), or handed out as
# a new equal object each time (LLVM 22, as upstream) that shares the
# interned one's state; dependent objects keep their owner alive,
# invalidation on erase/destroy.
# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()


# CHECK-LABEL: TEST: testInterning
def testInterning():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m = Module.parse('"x.a"() : () -> ()  "x.b"() : () -> ()', ctx)
    a1 = m.body.operations[0]
    a2 = list(m.body)[0]
    # LLVM 19: one Operation object per MlirOperation, whichever way it was
    # reached; LLVM 22: a new one each time, equal.
    # LLVM19: same operation: True True
    # LLVM22: same operation: False False
    print("same operation:", a1.operation is a2.operation, m.operation is m.body.owner.operation)
    # CHECK: equal operation: True True
    print("equal operation:", a1.operation == a2.operation, m.operation == m.body.owner.operation)
    # CHECK: opview eq: True
    print("opview eq:", a1 == a2)
    # CHECK: hash eq: True
    print("hash eq:", hash(a1) == hash(a2))
    b = m.body.operations[1]
    # CHECK: ne: True
    print("ne:", a1 != b)
    # LLVM19: via capsule: True True
    # LLVM22: via capsule: False True
    again = Operation._CAPICreate(a1.operation._CAPIPtr)
    print("via capsule:", again is a1.operation, again == a1.operation)
    # Erasing through one object invalidates every other object of the
    # operation, and what depends on them.
    other, region_owner = m.body.operations[1], m.body.operations[1].operation
    m.body.operations[1].operation.erase()
    # CHECK: erased: False False
    print("erased:", other.is_valid, region_owner.is_valid)
    try:
        other.name
    except RuntimeError as e:
        # CHECK: RuntimeError: the operation has been invalidated
        print("RuntimeError:", str(e).split(":")[0])


run(testInterning)


# CHECK-LABEL: TEST: testCollectedObjects
def testCollectedObjects():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m = Module.parse('"x.a"() : () -> ()', ctx)
    kept = m.body.operations[0].operation
    # Objects of the operation that die in a reference cycle, cleared by the
    # collector, leave the kept one tracked: erasing invalidates it.
    for _ in range(3):
        cycle = [m.body.operations[0].operation]
        cycle.append(cycle)
    del cycle
    gc.collect()
    m.body.operations[0].operation.erase()
    # CHECK: kept after erase: False
    print("kept after erase:", kept.is_valid)


run(testCollectedObjects)


# CHECK-LABEL: TEST: testKeepAlive
def testKeepAlive():
    def make():
        ctx = Context()
        ctx.allow_unregistered_dialects = True
        m = Module.parse('"x.a"() ({ "x.b"() : () -> (i32) }) : () -> ()', ctx)
        return m.body.operations[0].regions[0].blocks[0].operations[0].result

    v = make()  # the Value is all that is left; it keeps op, module and context alive
    gc.collect()
    # CHECK: value alive: i32 x.b
    print("value alive:", v.type, v.owner.name)
    # CHECK: context alive: True
    print("context alive:", v.context.allow_unregistered_dialects)
    blk = v.owner.parent.regions[0].blocks[0]
    del v
    gc.collect()
    # CHECK: block alive: 1
    print("block alive:", len(blk.operations))


run(testKeepAlive)


# CHECK-LABEL: TEST: testLiveOperations
def testLiveOperations():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m = Module.parse('"x.a"() ({ "x.b"() : () -> () }) : () -> ()', ctx)
    # CHECK: live modules: 1
    print("live modules:", ctx._get_live_module_count())
    ops = [o for o in m.body.operations]
    inner = ops[0].regions[0].blocks[0].operations[0]
    # module op + x.a + x.b
    # CHECK: live ops: 3
    print("live ops:", ctx._get_live_operation_count())
    del m, ops
    gc.collect()
    # inner keeps the whole module alive
    # CHECK: still live: 3 x.b
    print("still live:", ctx._get_live_operation_count(), inner.name)
    del inner
    gc.collect()
    # CHECK: after drop: 0 0
    print("after drop:", ctx._get_live_operation_count(), ctx._get_live_module_count())


run(testLiveOperations)


# CHECK-LABEL: TEST: testDetachedOwnership
def testDetachedOwnership():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        parent = Operation.create("x.parent", regions=1)
        blk = parent.regions[0].blocks.append()
        with InsertionPoint(blk):
            child = Operation.create("x.child", results=[Type.parse("i32")])
        # CHECK: child parent: x.parent
        print("child parent:", child.parent.name)
        r = child.result
        del parent, blk, child
        gc.collect()
        # the detached parent stays alive through the child's value
        # CHECK: r owner: x.child
        print("r owner:", r.owner.name)
        m = Module.create()
        top = r.owner.parent
        InsertionPoint(m.body).insert(top)
        del top
        gc.collect()
        # CHECK: now in module: ['x.parent']
        print("now in module:", [o.name for o in m.body])
        mod_str = str(m)
        del m
        gc.collect()
        # The module was dropped, but r keeps the IR alive through its owners.
        # CHECK: r still usable: i32
        print("r still usable:", r.type)


run(testDetachedOwnership)


# CHECK-LABEL: TEST: testEraseInvalidatesNested
def testEraseInvalidatesNested():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m = Module.parse('"x.a"() ({ "x.b"() ({ "x.c"() : () -> () }) : () -> () }) : () -> ()', ctx)
    a = m.body.operations[0]
    b = a.regions[0].blocks[0].operations[0]
    c = b.regions[0].blocks[0].operations[0]
    b.operation.erase()
    # CHECK: valid: True False False
    print("valid:", a.is_valid, b.is_valid, c.is_valid)
    # CHECK: live: 2
    print("live:", ctx._get_live_operation_count())


run(testEraseInvalidatesNested)
