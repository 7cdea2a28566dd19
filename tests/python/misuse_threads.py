# Threads: several threads building in their own Contexts, one Context shared
# by two threads (under the GIL), per-thread context/location/insertion-point
# stacks, IR erased by one thread while another holds it, and deep input
# parsed on a thread with a small stack.  Each case checks its result or the
# exception, then that the interpreter still works.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# CHECK-NOT: FAIL
# CHECK: misuse_threads: 12 passed, 0 failed
import threading

from misuse_harness import Suite

from mlir.ir import *  # noqa: E402,F403

s = Suite("misuse_threads")


def in_thread(fn, stack_size=0):
    """fn() on a new thread: its result, or re-raises its exception here."""
    out = {}

    def body():
        try:
            out["result"] = fn()
        except BaseException as e:
            out["error"] = e

    old = threading.stack_size(stack_size) if stack_size else None
    try:
        t = threading.Thread(target=body)
        t.start()
    finally:
        if stack_size:
            threading.stack_size(old)
    t.join()
    if "error" in out:
        raise out["error"]
    return out.get("result")


def build_own_context(i):
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.create()
        with InsertionPoint(m.body):
            for j in range(50):
                Operation.create("x.op", attributes={"i": IntegerAttr.get(IntegerType.get_signless(32), i * 100 + j)})
        assert m.operation.verify()
        return len(m.body.operations)


def many_contexts():
    results = [None] * 4
    threads = []
    for i in range(4):
        def run(i=i):
            results[i] = build_own_context(i)
        threads.append(threading.Thread(target=run))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


s.works("four threads, four Contexts", many_contexts, [50, 50, 50, 50])


def shared_context():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    with Location.unknown(ctx):
        m = Module.create()

    def run():
        with Location.unknown(ctx), InsertionPoint(m.body):
            for _ in range(200):
                Operation.create("x.op", results=[IntegerType.get_signless(8, context=ctx)])

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return len(m.body.operations), m.operation.verify()


s.works("one Context, two threads", shared_context, (400, True))

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    # The with-stacks are per thread: another thread sees none of them.
    s.raises("no current Context in another thread", RuntimeError, "requires a Context but none was provided",
             lambda: in_thread(lambda: Type.parse("i32")))
    s.raises("no current Location in another thread", ValueError, "no current Location",
             lambda: in_thread(lambda: Operation.create("x.op")))
    m = Module.create()
    with InsertionPoint(m.body):
        s.works("no current InsertionPoint in another thread",
                lambda: in_thread(lambda: Operation.create("x.op", loc=Location.unknown(ctx)).parent), None)
    s.raises("exit in another thread", RuntimeError, "unbalanced context manager exit",
             lambda: in_thread(lambda: ctx.__exit__(None, None, None)))

    # Objects made on one thread are used and dropped on another.
    made = in_thread(lambda: Module.parse('"x.a"() : () -> ()', context=ctx))
    s.works("module made on another thread", lambda: str(made.body.operations[0]), '"x.a"() : () -> ()')
    op = made.body.operations[0]
    s.works("erased on another thread", lambda: in_thread(lambda: op.erase()), None)
    s.raises("use after another thread erased it", RuntimeError, "the operation has been invalidated",
             lambda: op.name)
    s.works("dropped on another thread", lambda: in_thread(lambda: made.operation.name), "builtin.module")
    del made, op

    # Deep input on a thread with a small stack is refused, not a crash.
    s.raises("deep input on a small stack", MLIRError, "the limit is lower on this thread's small stack",
             lambda: in_thread(lambda: Attribute.parse("[" * 900 + "]" * 900, context=ctx), 256 << 10))
    s.works("shallow input on a small stack",
            lambda: in_thread(lambda: str(Attribute.parse("[[1]]", context=ctx)), 256 << 10), "[[1]]")

s.finish()
