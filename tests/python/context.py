# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()


# CHECK-LABEL: TEST: testContextManager
def testContextManager():
    # CHECK: no current: None
    print("no current:", Context.current)
    with Context() as ctx:
        # CHECK: current is ctx: True
        print("current is ctx:", Context.current is ctx)
        with Context() as inner:
            # CHECK: inner: True
            print("inner:", Context.current is inner)
        # CHECK: restored: True
        print("restored:", Context.current is ctx)


run(testContextManager)


# CHECK-LABEL: TEST: testUnregisteredDialects
def testUnregisteredDialects():
    ctx = Context()
    # CHECK: default: False
    print("default:", ctx.allow_unregistered_dialects)
    ctx.allow_unregistered_dialects = True
    # CHECK: now: True
    print("now:", ctx.allow_unregistered_dialects)
    m = Module.parse('"foo.bar"() : () -> ()', ctx)
    # CHECK: "foo.bar"() : () -> ()
    print(m)


run(testUnregisteredDialects)


# CHECK-LABEL: TEST: testDialects
def testDialects():
    ctx = Context()
    # builtin is always loaded
    d = ctx.dialects["builtin"]
    # CHECK: <Dialect builtin (class mlir.dialects._builtin_ops_gen._Dialect)>
    print(repr(d))
    # CHECK: builtin
    print(ctx.dialects.builtin.descriptor.namespace)
    try:
        ctx.dialects["nosuchdialect"]
    except IndexError as e:
        # CHECK: IndexError: dialect 'nosuchdialect' is neither loaded nor registered
        print("IndexError:", e)
    try:
        ctx.dialects.nosuchdialect
    except AttributeError as e:
        # CHECK: AttributeError: dialect 'nosuchdialect'
        print("AttributeError:", e)
    # CHECK: registered builtin.module: True
    print("registered builtin.module:", ctx.is_registered_operation("builtin.module"))
    # CHECK: registered foo.bar: False
    print("registered foo.bar:", ctx.is_registered_operation("foo.bar"))
    reg = DialectRegistry()
    ctx.append_dialect_registry(reg)
    ctx.load_all_available_dialects()
    try:
        ctx.append_dialect_registry("nope")
    except TypeError as e:
        # CHECK: TypeError: expected mlir.ir.DialectRegistry
        print("TypeError:", e)


run(testDialects)


# CHECK-LABEL: TEST: testDiagnosticHandler
def testDiagnosticHandler():
    ctx = Context()
    seen = []

    def handler(d):
        seen.append((d.severity.name, str(d.location), d.message))
        return True

    h = ctx.attach_diagnostic_handler(handler)
    # CHECK: attached: True
    print("attached:", h.attached)
    loc = Location.file("f.mlir", 3, 4, context=ctx)
    loc.emit_error("hello diagnostics")
    # CHECK: seen: [('ERROR', 'loc("f.mlir":3:4)', 'hello diagnostics')]
    print("seen:", seen)
    h.detach()
    # CHECK: attached after detach: False
    print("attached after detach:", h.attached)

    def bad(d):
        raise ValueError("boom")

    with ctx.attach_diagnostic_handler(bad) as h2:
        loc.emit_error("second")  # the exception is reported as unraisable, not propagated
    # CHECK: had_error: True
    print("had_error:", h2.had_error)
    try:
        ctx.attach_diagnostic_handler(42)
    except TypeError as e:
        # CHECK: TypeError: callback must be callable
        print("TypeError:", e)


run(testDiagnosticHandler)


# CHECK-LABEL: TEST: testLocations
def testLocations():
    with Context() as ctx:
        u = Location.unknown()
        # CHECK: loc(unknown)
        print(u)
        f = Location.file("a.py", 1, 2)
        # CHECK: loc("a.py":1:2)
        print(f)
        n = Location.name("nm", childLoc=f)
        # CHECK: loc("nm"("a.py":1:2))
        print(n)
        c = Location.callsite(f, [Location.file("b.py", 3, 4), Location.file("c.py", 5, 6)])
        # CHECK: loc(callsite("a.py":1:2 at callsite("b.py":3:4 at "c.py":5:6)))
        print(c)
        fu = Location.fused([f, Location.file("b.py", 3, 4)])
        # CHECK: loc(fused["a.py":1:2, "b.py":3:4])
        print(fu)
        # CHECK: eq: True True
        print("eq:", f == Location.file("a.py", 1, 2), hash(f) == hash(Location.file("a.py", 1, 2)))
        # CHECK: ctx: True
        print("ctx:", f.context is ctx)
        with f:
            # CHECK: current loc: loc("a.py":1:2)
            print("current loc:", Location.current)
            # CHECK: current ctx from loc: True
            print("current ctx from loc:", Context.current is ctx)
        # Outside any `with Location`: 19 raises, 22 gives None.
        try:
            print("current loc outside:", Location.current)
        except ValueError as e:
            # LLVM19: No current Location
            print(e)
        # LLVM22: current loc outside: None
    try:
        Location.unknown()
    except RuntimeError as e:
        # CHECK: requires a Context but none was provided
        print(e)
    try:
        Location.fused([1, 2], context=Context())
    except TypeError as e:
        # CHECK: locations: expected mlir.ir.Location, got <class 'int'>
        print(e)


run(testLocations)


# CHECK-LABEL: TEST: testCapsules
def testCapsules():
    ctx = Context()
    cap = ctx._CAPIPtr
    # CHECK: capsule: <capsule object "mlir.ir.Context._CAPIPtr"
    print("capsule:", repr(cap)[:46])
    # One Python object per live context: _CAPICreate finds it.
    # CHECK: same context: True
    print("same context:", Context._CAPICreate(cap) is ctx)
    t = Type.parse("i32", ctx)
    # CHECK: type roundtrip: True
    print("type roundtrip:", Type._CAPICreate(t._CAPIPtr) == t)


run(testCapsules)
