# The _mlir module's state and classes under the GC, at interpreter shutdown
# and in sub-interpreters: a process that imports every module, builds IR and
# exits with objects still alive shuts down cleanly under the debug allocator
# and -X dev; dropped objects (cycles included) are collected; a class kept
# after the modules are gone still works; a class whose `_mlirpy_state` is not
# the module raises; the module lives in one interpreter at a time.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import gc
import os
import subprocess
import sys

from mlir.ir import *

SHUTDOWN = r"""
import importlib, pkgutil, mlir
n = 0
for m in pkgutil.walk_packages(mlir.__path__, "mlir."):
    try:
        importlib.import_module(m.name)
        n += 1
    except ImportError as e:  # optional dependencies (numpy)
        if "numpy" not in str(e):
            raise
from mlir.ir import *
from mlir.dialects import arith, func
from mlir.passmanager import PassManager
ctx = Context()
with ctx, Location.unknown():
    m = Module.create()
    with InsertionPoint(m.body):
        @func.FuncOp.from_py_func(IntegerType.get_signless(32))
        def f(a):
            return arith.addi(a, a)
    PassManager.parse("builtin.module(canonicalize)").run(m.operation)
    ops = list(m.body.operations)
    cycle = [ctx, m, ops]
    cycle.append(cycle)
print("imported", n > 50, "built", len(ops))
"""


def test_shutdown():
    env = dict(os.environ, PYTHONMALLOC="debug")
    r = subprocess.run([sys.executable, "-X", "dev", "-c", SHUTDOWN], env=env, capture_output=True, text=True)
    print("shutdown:", r.returncode, r.stdout.strip(), "stderr:", repr(r.stderr.strip()[-300:]))


# CHECK: shutdown: 0 imported True built 1 stderr: ''
test_shutdown()


COLLECT = r"""
import gc, sys, typing, weakref
import mlir._mlir_libs._mlir as core
import mlir.ir as ir
from mlir.dialects import arith, func, linalg, transform
from mlir.passmanager import PassManager
with ir.Context(), ir.Location.unknown():
    m = ir.Module.parse("func.func @f(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32 return %0 : i32 }")
    PassManager.parse("builtin.module(canonicalize)").run(m.operation)
    op = m.body.operations[0]
    t = ir.IntegerType.get_signless(3)
gone = weakref.ref(core)
del core, ir, arith, func, linalg, transform, PassManager, m, op, t
for name in [k for k in sys.modules if k.startswith("mlir")]:
    del sys.modules[name]
for cleanup in typing._cleanups:  # typing's caches hold the classes used in annotations
    cleanup()
gc.collect()
print("collected", gone() is None)
import mlir.ir as ir
with ir.Context():
    print("reimported", ir.Module.parse("module {}").operation.name)
"""


def test_module_collected():
    env = dict(os.environ, PYTHONMALLOC="debug")
    r = subprocess.run([sys.executable, "-X", "dev", "-c", COLLECT], env=env, capture_output=True, text=True)
    print("module:", r.returncode, " ".join(r.stdout.split()), "stderr:", repr(r.stderr.strip()[-300:]))


# Dropping every reference collects the module (its state's clear and free
# run), and a fresh import works.
# CHECK: module: 0 collected True reimported builtin.module stderr: ''
test_module_collected()


def build():
    ctx = Context()
    with ctx, Location.unknown():
        m = Module.parse("func.func @f(%a: i32) -> i32 { return %a : i32 }")
        op = m.body.operations[0]
        t, a = IntegerType.get_signless(8), Attribute.parse("[1, 2]")
        blocks = list(op.regions[0].blocks)
        values = list(blocks[0].arguments)
        cycle = [ctx, m, op, t, a, blocks, values]
        cycle.append(cycle)
    return cycle


def test_collect():
    build()
    gc.collect()
    print("live:", Context._get_live_count())
    keep = build()
    print("kept:", Context._get_live_count(), keep[0]._get_live_operation_count() >= 1)
    del keep
    gc.collect()
    print("dropped:", Context._get_live_count())


# CHECK: live: 0
# CHECK: kept: 1 True
# CHECK: dropped: 0
test_collect()


def test_class_outlives_modules():
    import mlir._mlir_libs._mlir as core
    cls, mod = core.ir.Context, core.ir.Module
    saved = {k: v for k, v in sys.modules.items() if k.startswith("mlir")}
    for k in saved:
        del sys.modules[k]
    del core
    gc.collect()
    with cls():
        print("class kept:", mod.parse("module {}").operation.name)
    sys.modules.update(saved)


# CHECK: class kept: builtin.module
test_class_outlives_modules()


def test_spoofed_state():
    class NotOurs(Context):
        _mlirpy_state = 5

    try:
        NotOurs()
    except TypeError as e:
        print("spoofed:", "is not a class of mlir.ir" in str(e))


# CHECK: spoofed: True
test_spoofed_state()


INTERPRETERS = """
try:
    import _interpreters as interp  # CPython 3.13
except ImportError:
    import _xxsubinterpreters as interp  # 3.9 - 3.12
"""


# The interpreter that imports first owns the module until that interpreter's
# module is gone, be it the main one or a sub-interpreter; meanwhile an
# import in any other raises ImportError.
SUB_FIRST = INTERPRETERS + r"""
i = interp.create()
interp.run_string(i, "import mlir.ir\nprint('sub first: imported', flush=True)\n")
try:
    import mlir.ir
    print("main while the sub-interpreter holds it: imported")
except ImportError as e:
    print("main while the sub-interpreter holds it: refused:", e)
interp.destroy(i)
import mlir.ir
with mlir.ir.Context():
    print("main after the sub-interpreter is gone:", mlir.ir.IntegerType.get_signless(8))
"""


def test_subinterpreter():
    names = {}
    exec(INTERPRETERS, names)
    interp = names["interp"]
    code = (
        "try:\n"
        "    import mlir.ir\n"
        "    print('subinterpreter: imported')\n"
        "except ImportError as e:\n"
        "    print('subinterpreter: refused:', e)\n"
    )
    i = interp.create()
    sys.stdout.flush()
    r = interp.run_string(i, code)
    if r is not None:
        print("subinterpreter:", r)
    interp.destroy(i)
    r = subprocess.run([sys.executable, "-c", SUB_FIRST], capture_output=True, text=True, timeout=300)
    print(r.stdout + r.stderr, end="")


# CHECK: subinterpreter: refused: mlir._mlir_libs._mlir cannot be loaded in more than one interpreter: it is already loaded in interpreter 0
# CHECK-NEXT: sub first: imported
# CHECK-NEXT: main while the sub-interpreter holds it: refused: {{.*}}already loaded in interpreter {{[1-9]}}
# CHECK-NEXT: main after the sub-interpreter is gone: i8
test_subinterpreter()

with Context():
    # CHECK: healthy: module
    print("healthy:", Module.parse("module {}").operation)
