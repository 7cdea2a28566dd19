"""Shared by tests/python/misuse_*.py: each case calls something the wrong
way, checks the exception's type and a fragment of its message, then checks
that the interpreter still builds, verifies and prints a module."""
import gc
import sys

from mlir.ir import Context, Location, Module


def healthy():
    with Context(), Location.unknown():
        m = Module.parse("func.func @f(%a: i32) -> i32 { return %a : i32 }")
        assert m.operation.verify()
        text = str(m)
        assert "func.func @f(%arg0: i32) -> i32" in text, text


class Suite:
    def __init__(self, name):
        self.name = name
        self.passed = 0
        self.failed = 0

    def _done(self, name, error):
        gc.collect()
        try:
            healthy()
        except Exception as e:  # the interpreter is not healthy any more
            error = (error + "; " if error else "") + "unhealthy afterwards: %r" % e
        if error:
            self.failed += 1
            print("FAIL %s: %s" % (name, error))
        else:
            self.passed += 1
            print("ok %s" % name)
        sys.stdout.flush()

    def raises(self, name, exc, fragment, fn):
        """fn() must raise `exc` whose message contains `fragment`."""
        error = None
        try:
            fn()
            error = "no exception"
        except exc as e:
            if fragment not in str(e):
                error = "message %r lacks %r" % (str(e), fragment)
        except BaseException as e:
            error = "raised %s: %s" % (type(e).__name__, e)
        self._done(name, error)

    def works(self, name, fn, expected):
        """fn() must return `expected` (a use that is allowed, e.g. an odd
        deletion order that the ownership model keeps safe)."""
        error = None
        try:
            got = fn()
            if got != expected:
                error = "returned %r, expected %r" % (got, expected)
        except BaseException as e:
            error = "raised %s: %s" % (type(e).__name__, e)
        self._done(name, error)

    def finish(self):
        print("%s: %d passed, %d failed" % (self.name, self.passed, self.failed))
        sys.stdout.flush()
        if self.failed:
            sys.exit(1)
