# mlir.execution_engine: lower func/arith/scf to the llvm dialect, JIT it and
# call it through ctypes; errors raise.
# RUN: %PYTHON %s %t.o | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s %t.alt.o | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
import ctypes
import os
import sys

from mlir.ir import *
from mlir.dialects import arith, func, scf
from mlir.execution_engine import ExecutionEngine
from mlir.passmanager import PassManager


def expect(exc, fn):
    try:
        fn()
    except exc as e:
        return f"{type(e).__name__}: {str(e).splitlines()[0]}"
    raise AssertionError(f"expected {exc.__name__}")


LOWER = ("builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,"
         "convert-func-to-llvm,reconcile-unrealized-casts)")

with Context() as ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    i64 = IntegerType.get_signless(64)
    f64 = F64Type.get()
    idx = IndexType.get()
    m = Module.create()
    with InsertionPoint(m.body):
        # add(a, b) = a * b + 7
        add = func.FuncOp("add", ([i32, i32], [i32]))
        add.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        with InsertionPoint(add.add_entry_block()):
            a, b = add.arguments
            func.ReturnOp([arith.addi(arith.muli(a, b), arith.constant(i32, 7))])

        # tri(n, x) = sum_{i < n} (i * x), in f64, with scf.for.
        tri = func.FuncOp("tri", ([i64, f64], [f64]))
        tri.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        with InsertionPoint(tri.add_entry_block()):
            n, x = tri.arguments
            ub = arith.IndexCastOp(idx, n)
            loop = scf.ForOp(0, ub, 1, iter_args=[arith.ConstantOp(f64, 0.0)])
            with InsertionPoint(loop.body):
                iv = arith.IndexCastOp(i64, loop.induction_variable)
                fi = arith.SIToFPOp(f64, iv)
                scf.YieldOp([arith.addf(loop.inner_iter_args[0], arith.mulf(fi.result, x))])
            func.ReturnOp(loop.results)


    # CHECK: verify: True
    print("verify:", m.operation.verify())

    # Not lowered yet: the engine cannot be created.
    try:
        ExecutionEngine(m)
    except RuntimeError as e:
        # CHECK: Failure while creating the ExecutionEngine.
        # (LLVM 22: the diagnostics go to the context's handlers, stderr here.)
        # LLVM19-NEXT: error: {{.*}}cannot be converted to LLVM IR
        # LLVM22-NOT: cannot be converted
        print(e)

    PassManager.parse(LOWER).run(m.operation)
    # CHECK: llvm.func @add(
    # CHECK: llvm.func @_mlir_ciface_add(
    # CHECK: llvm.func @tri(
    print(m)

    engine = ExecutionEngine(m, opt_level=2, shared_libs=[])
    res = ctypes.c_int32(-1)
    engine.invoke("add", ctypes.pointer(ctypes.c_int32(6)), ctypes.pointer(ctypes.c_int32(7)), ctypes.pointer(res))
    # CHECK: add(6, 7) = 49
    print("add(6, 7) =", res.value)
    engine.invoke("add", ctypes.pointer(ctypes.c_int32(-3)), ctypes.pointer(ctypes.c_int32(5)), ctypes.pointer(res))
    # CHECK: add(-3, 5) = -8
    print("add(-3, 5) =", res.value)

    out = ctypes.c_double(0.0)
    engine.invoke("tri", ctypes.pointer(ctypes.c_int64(100)), ctypes.pointer(ctypes.c_double(0.5)),
                  ctypes.pointer(out))
    # CHECK: tri(100, 0.5) = 2475.0
    print("tri(100, 0.5) =", out.value)

    # Python callbacks registered as runtime symbols.
    @ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)
    def twice(v):
        return 2 * v

    # A module calling the external "twice", resolved to the callback.
    m2 = Module.create()
    with InsertionPoint(m2.body):
        ext = func.FuncOp("twice", ([i64], [i64]), visibility="private")
        ext.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        use = func.FuncOp("use_twice", ([i64], [i64]))
        use.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        with InsertionPoint(use.add_entry_block()):
            func.ReturnOp([func.CallOp(ext, [use.arguments[0]]).result])
    PassManager.parse(LOWER).run(m2.operation)
    engine2 = ExecutionEngine(m2, opt_level=0)
    engine2.register_runtime("twice", twice)
    r64 = ctypes.c_int64(0)
    engine2.invoke("use_twice", ctypes.pointer(ctypes.c_int64(21)), ctypes.pointer(r64))
    # CHECK: use_twice(21) = 42
    print("use_twice(21) =", r64.value)

    # raw_lookup: an address for known functions, 0 for unknown ones.
    # CHECK: raw_lookup: True True
    print("raw_lookup:", engine.raw_lookup("add") != 0, engine.raw_lookup("nope") == 0)

    # Object file dump.
    path = sys.argv[1]
    if os.path.exists(path):
        os.remove(path)
    engine.dump_to_object_file(path)
    with open(path, "rb") as fobj:
        head = fobj.read(4)
    # CHECK: object file: True ELF
    print("object file:", os.path.getsize(path) > 0, head[1:4].decode())

    # Errors.
    # CHECK: RuntimeError: Unknown function nope
    print(expect(RuntimeError, lambda: engine.invoke("nope")))
    # CHECK: TypeError: ExecutionEngine: module: expected mlir.ir.Module._CAPIPtr
    print(expect(TypeError, lambda: ExecutionEngine("not a module")))
    # CHECK: ValueError: opt_level must be 0..3, got 7
    print(expect(ValueError, lambda: ExecutionEngine(m, opt_level=7)))
    # CHECK: TypeError
    print(expect(TypeError, lambda: engine.raw_lookup(42)))
    # The engine keeps what it needs alive.
    del m
    engine.invoke("add", ctypes.pointer(ctypes.c_int32(1)), ctypes.pointer(ctypes.c_int32(1)), ctypes.pointer(res))
    # CHECK: after del: 8
    print("after del:", res.value)
