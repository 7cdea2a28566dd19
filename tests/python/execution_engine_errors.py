# mlir.execution_engine: invoke checks its arguments against the lowered
# function (count, ctypes pointers) and raises instead of letting JIT'd code
# read garbage; capsule round trip and released engines.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import ctypes
import gc

from mlir.ir import *
from mlir.dialects import arith, func
from mlir.execution_engine import ExecutionEngine
from mlir.passmanager import PassManager


# Neither mlir.ir (whose `np` imports numpy on first use) nor the engine needs numpy.
import sys
from testlib import error_text
# CHECK: numpy imported: False
print("numpy imported:", "numpy" in sys.modules)

LOWER = "builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)"

with Context(), Location.unknown():
    f32 = F32Type.get()
    m = Module.create()
    with InsertionPoint(m.body):
        add = func.FuncOp("add", ([f32, f32], [f32]))
        add.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        with InsertionPoint(add.add_entry_block()):
            func.ReturnOp([arith.addf(*add.arguments)])
        nop = func.FuncOp("nop", ([], []))
        nop.attributes["llvm.emit_c_interface"] = UnitAttr.get()
        with InsertionPoint(nop.add_entry_block()):
            func.ReturnOp([])
        # No C interface: not invokable.
        plain = func.FuncOp("plain", ([], []))
        with InsertionPoint(plain.add_entry_block()):
            func.ReturnOp([])
    PassManager.parse(LOWER).run(m.operation)
    engine = ExecutionEngine(m)

    a, b, r = ctypes.c_float(1.5), ctypes.c_float(2.0), ctypes.c_float(0.0)
    P = ctypes.pointer

    # CHECK: TypeError: invoke: add takes 3 pointers (arguments, then results), got 0
    print(error_text(TypeError, lambda: engine.invoke("add")))
    # CHECK: TypeError: invoke: add takes 3 pointers (arguments, then results), got 2
    print(error_text(TypeError, lambda: engine.invoke("add", P(a), P(b))))
    # CHECK: TypeError: invoke: add takes 3 pointers (arguments, then results), got 4
    print(error_text(TypeError, lambda: engine.invoke("add", P(a), P(b), P(r), P(r))))
    # CHECK: TypeError: invoke: nop takes 0 pointers (arguments, then results), got 1
    print(error_text(TypeError, lambda: engine.invoke("nop", P(a))))
    # An int would be read as an address.
    # CHECK: TypeError: invoke: argument 1: expected a ctypes pointer or array {{.*}}got int
    print(error_text(TypeError, lambda: engine.invoke("add", P(a), 12345, P(r))))
    # CHECK: TypeError: invoke: argument 0: expected a ctypes pointer or array {{.*}}got float
    print(error_text(TypeError, lambda: engine.invoke("add", 1.5, P(b), P(r))))
    # CHECK: TypeError: invoke: argument 2: expected a ctypes pointer or array {{.*}}got c_float
    print(error_text(TypeError, lambda: engine.invoke("add", P(a), P(b), r)))
    # CHECK: ValueError: invoke: argument 2 is a null pointer
    print(error_text(ValueError, lambda: engine.invoke("add", P(a), P(b), ctypes.POINTER(ctypes.c_float)())))
    # CHECK: ValueError: invoke: argument 0 is a null pointer
    print(error_text(ValueError, lambda: engine.invoke("add", ctypes.c_void_p(), P(b), P(r))))
    # CHECK: RuntimeError: Unknown function plain
    print(error_text(RuntimeError, lambda: engine.invoke("plain")))
    # CHECK: RuntimeError: Unknown function missing
    print(error_text(RuntimeError, lambda: engine.lookup("missing")))
    # CHECK: TypeError: register_runtime: expected a ctypes function {{.*}}got function
    print(error_text(TypeError, lambda: engine.register_runtime("cb", lambda x: x)))

    # Pointers, arrays and c_void_p all pass; the interpreter carries on.
    arr = (ctypes.c_float * 1)(0.0)
    engine.invoke("add", P(a), ctypes.cast(P(b), ctypes.c_void_p), arr)
    engine.invoke("nop")
    # CHECK: add: 3.5
    print("add:", arr[0])

    # shared_libs: a list of existing files (MLIR itself only warns and goes on).
    # CHECK: TypeError: shared_libs: expected a sequence of paths, got a single path
    print(error_text(TypeError, lambda: ExecutionEngine(m, shared_libs="/usr/lib/libx.so")))
    # CHECK: FileNotFoundError: shared_libs: no such library file: '/nonexistent/libx.so'
    print(error_text(FileNotFoundError, lambda: ExecutionEngine(m, shared_libs=["/nonexistent/libx.so"])))
    # A file that exists but cannot be loaded is an error too, and a truncated
    # shared object is refused before dlopen (which would crash on it).
    # CHECK: OSError: shared_libs: '/' is not a loadable shared object: not a regular file
    print(error_text(OSError, lambda: ExecutionEngine(m, shared_libs=[b"/"])))
    # CHECK: OSError: shared_libs: '{{.*}}execution_engine_errors.py' is not a loadable shared object: no ELF header
    print(error_text(OSError, lambda: ExecutionEngine(m, shared_libs=[__file__])))
    import tempfile
    from mlir._mlir_libs import _mlir
    with open(_mlir.__file__, "rb") as real, tempfile.NamedTemporaryFile(suffix=".so") as cut:
        cut.write(real.read(3000))
        cut.flush()
        # CHECK: OSError: shared_libs: '{{.*}}.so' is not a loadable shared object: program header {{.*}} past the end of the file (3000 bytes): truncated?
        print(error_text(OSError, lambda: ExecutionEngine(m, shared_libs=[cut.name])))
    # CHECK: TypeError: expected str, bytes or os.PathLike object, not int
    print(error_text(TypeError, lambda: ExecutionEngine(m, shared_libs=[3])))
    # CHECK: RuntimeError: dump_to_object_file: the engine was created with enable_object_dump=False
    print(error_text(RuntimeError, lambda: ExecutionEngine(m, enable_object_dump=False).dump_to_object_file("x.o")))

    # Capsule round trip: the released engine is unusable, the new one works.
    capsule = engine._CAPIPtr
    # CHECK: ValueError: _CAPICreate: this engine is owned by another ExecutionEngine object
    print(error_text(ValueError, lambda: ExecutionEngine._CAPICreate(capsule)))
    # CHECK: TypeError: _CAPICreate: expected a mlir.execution_engine.ExecutionEngine._CAPIPtr capsule
    print(error_text(TypeError, lambda: ExecutionEngine._CAPICreate(m._CAPIPtr)))
    engine._testing_release()
    again = ExecutionEngine._CAPICreate(capsule)
    # CHECK: RuntimeError: ExecutionEngine: the engine was released
    print(error_text(RuntimeError, lambda: engine.invoke("nop")))
    # CHECK: RuntimeError: ExecutionEngine: the engine was released
    print(error_text(RuntimeError, lambda: engine._CAPIPtr))
    # Without the module, the argument count is unknown; pointers are still checked.
    # CHECK: TypeError: invoke: argument 0: expected a ctypes pointer or array
    print(error_text(TypeError, lambda: again.invoke("add", 1, 2, 3)))
    again.invoke("add", P(a), P(a), P(r))
    # CHECK: again: 3.0
    print("again:", r.value)
    del engine, again
    gc.collect()
    # CHECK: done
    print("done")
