"""What the tests in tests/python share: running a test function, reporting
the exception a call raises, and listing the libraries the process maps.
lit puts this folder on PYTHONPATH (lit.local.cfg)."""
import gc
import re


def run(f):
    """Run one test function under a label that CHECK-LABEL lines match."""
    print("TEST:", f.__name__)
    f()
    gc.collect()


def _report(exc, fn, first_line, declared_name):
    try:
        result = fn()
    except exc as e:
        name = exc.__name__ if declared_name else type(e).__name__
        text = str(e).splitlines()[0] if first_line else str(e)
        print(f"{name}: {text}")
        return e
    print(f"no {exc.__name__} raised:", repr(result))


def expect(exc, fn):
    """Print the type and message of the exc that fn() raises; return it."""
    return _report(exc, fn, first_line=False, declared_name=False)


def expect_first_line(exc, fn):
    """As expect, with only the first line of the message."""
    return _report(exc, fn, first_line=True, declared_name=False)


def expect_declared(exc, fn):
    """As expect, named by the class the caller expects (not a subclass)."""
    return _report(exc, fn, first_line=False, declared_name=True)


def error_text(exc, fn, first_line=True):
    """'Type: message' (its first line, or all of it) of the exc (a class or
    a tuple of classes) that fn() raises; an AssertionError when it raises
    none."""
    try:
        fn()
    except exc as e:
        return f"{type(e).__name__}: {str(e).splitlines()[0] if first_line else e}"
    names = [c.__name__ for c in (exc if isinstance(exc, tuple) else (exc,))]
    raise AssertionError(f"expected {' or '.join(names)}")


def mapped_libraries(pattern=r"/(libMLIR\w+|_mlir\w*)\."):
    """The sorted names of the MLIR libraries and extension modules mapped
    into this process (first group of pattern on each /proc/self/maps line)."""
    libs = set()
    with open("/proc/self/maps") as f:
        for line in f:
            m = re.search(pattern, line)
            if m:
                libs.add(m.group(1))
    return sorted(libs)
