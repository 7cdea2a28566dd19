# Every native module refuses an object of another copy of the package (a
# private label, tests/wheel/private-label.test) at each entry point that
# takes IR objects: a TypeError naming the argument, no crash.  What marks
# an object as another copy's is its _CAPIPtr capsule, whose context names
# that copy's libraries (native/interop/interop.h); this test makes such
# capsules with ctypes around this copy's own objects, so it runs on any
# install, without building a wheel.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import ctypes
import importlib

from mlir.ir import (AffineMap, Attribute, Context, InsertionPoint, IntegerSet, IntegerType, Location, MemRefType,
                     Module, Operation, Type, TypeAttr)
from mlir.passmanager import PassManager

api = ctypes.pythonapi
api.PyCapsule_GetName.restype = ctypes.c_char_p
api.PyCapsule_GetName.argtypes = [ctypes.py_object]
api.PyCapsule_GetPointer.restype = ctypes.c_void_p
api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
api.PyCapsule_New.restype = ctypes.py_object
api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
api.PyCapsule_SetContext.argtypes = [ctypes.py_object, ctypes.c_void_p]

_other_copy = ctypes.create_string_buffer(8)  # stands for the other copy's libMLIRCorePublicAPI
_names = []  # a capsule keeps a pointer to its name


def foreign_capsule(capsule):
    """The same handle as `capsule`, marked as another copy's."""
    name = api.PyCapsule_GetName(capsule)
    buf = ctypes.create_string_buffer(name)
    _names.append(buf)
    cap = api.PyCapsule_New(api.PyCapsule_GetPointer(capsule, name), ctypes.addressof(buf), None)
    api.PyCapsule_SetContext(cap, ctypes.addressof(_other_copy))
    return cap


class Foreign:
    """An object of the other copy: only its _CAPIPtr is seen by C code."""

    def __init__(self, obj):
        self._CAPIPtr = foreign_capsule(obj._CAPIPtr)

    @property
    def operation(self):  # as an Operation's
        return self


counts = {}


def refused(module, what, call):
    try:
        call()
    except TypeError as e:
        if "another copy of the mlir package" in str(e):
            counts[module] = counts.get(module, 0) + 1
            return
        print("FAIL %s %s: TypeError without the copy message: %s" % (module, what, e))
        return
    except Exception as e:
        print("FAIL %s %s: %s: %s" % (module, what, type(e).__name__, e))
        return
    print("FAIL %s %s: accepted" % (module, what))


def native(name):
    return importlib.import_module("mlir._mlir_libs." + name)


with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    module = Module.parse("func.func @f() { return }")
    op = module.operation
    func_op = module.body.operations[0].operation
    i32 = IntegerType.get_signless(32)
    attr = TypeAttr.get(i32)
    value_op = Operation.create("test.value", results=[i32])
    value = value_op.result
    amap = AffineMap.get_identity(2)
    iset = IntegerSet.get_empty(1, 0)

    # _mlir (mlir.ir): arguments of every kind, and _CAPICreate of each class.
    m = "_mlir"
    refused(m, "context", lambda: Module.parse("module {}", context=Foreign(ctx)))
    refused(m, "type", lambda: MemRefType.get([2], Foreign(i32)))
    refused(m, "attribute", lambda: Operation.create("test.op", attributes={"a": Foreign(attr)}))
    refused(m, "value", lambda: Operation.create("test.op", operands=[Foreign(value)]))
    refused(m, "block", lambda: InsertionPoint(Foreign(module.body)))
    refused(m, "operation", lambda: InsertionPoint.after(Foreign(func_op)))
    for cls, obj in [(Context, ctx), (Module, module), (Operation, op), (Type, i32), (Attribute, attr),
                     (Location, Location.unknown()), (AffineMap, amap), (IntegerSet, iset)]:
        refused(m, cls.__name__ + "._CAPICreate", lambda: cls._CAPICreate(foreign_capsule(obj._CAPIPtr)))

    # _mlirPasses (mlir.passmanager)
    m = "_mlirPasses"
    pm = PassManager.parse("builtin.module(canonicalize)")
    refused(m, "PassManager(context)", lambda: PassManager(context=Foreign(ctx)))
    refused(m, "run", lambda: pm.run(Foreign(op)))
    refused(m, "PassManager._CAPICreate", lambda: PassManager._CAPICreate(foreign_capsule(pm._CAPIPtr)))
    refused(m, "register_all_dialects", lambda: native(m).register_all_dialects(Foreign(ctx)))
    refused(m, "register_everything", lambda: native(m).register_everything(Foreign(ctx)))

    # _mlirDialects and _mlirPassesDialects: registration and the dialect
    # fragments (which take capsules).
    for m in ["_mlirDialects", "_mlirPassesDialects"]:
        mod = native(m)
        refused(m, "register_dialects(context)", lambda: mod.register_dialects(Foreign(ctx)))
        refused(m, "register_dialects(registry)",
                lambda: mod.register_dialects(Foreign(native("_mlir").ir.DialectRegistry())))
        if "linalg" in mod.dialect_namespaces():  # the module that has linalg's C API
            refused(m, "_fill_builtin_named_op_region", lambda: mod._fill_builtin_named_op_region(Foreign(op)))
        for fn, arg in [("gpu_async_token_get", ctx), ("gpu_is_async_token", i32),
                        ("llvm_pointer_address_space", i32), ("nvgpu_is_tensor_map_descriptor", i32)]:
            if hasattr(mod, fn):
                refused(m + " fragments", fn, lambda: getattr(mod, fn)(foreign_capsule(arg._CAPIPtr)))

    # _mlirDialectsTransform and _mlirDialectsPDL: type kinds.
    m = "_mlirDialectsTransform"
    refused(m, "isa", lambda: native(m).isa("AnyOpType", Foreign(i32)))
    refused(m, "get", lambda: native(m).get("AnyOpType", Foreign(ctx)))
    refused(m, "operation_type_get", lambda: native(m).operation_type_get(Foreign(ctx), "x"))
    m = "_mlirDialectsPDL"
    refused(m, "isa", lambda: native(m).isa("PDLType", Foreign(i32)))
    refused(m, "range_type_get", lambda: native(m).range_type_get(Foreign(i32)))

    # _mlirTransformInterpreter
    m = "_mlirTransformInterpreter"
    refused(m, "apply_named_sequence", lambda: native(m).apply_named_sequence(Foreign(op), op, op))
    refused(m, "copy_symbols_and_merge_into", lambda: native(m).copy_symbols_and_merge_into(op, Foreign(op)))

    # _mlirExecutionEngine
    m = "_mlirExecutionEngine"
    refused(m, "ExecutionEngine(module)", lambda: native(m).ExecutionEngine(Foreign(module)))
    refused(m, "record_function_types", lambda: native(m).record_function_types(Foreign(module)))

for name in sorted(counts):
    print(name, counts[name])
print("still working:", str(Module.parse("module {}", context=Context())).strip())
# CHECK-NOT: FAIL
# CHECK: _mlir 14
# CHECK-NEXT: _mlirDialects {{[23]}}
# CHECK-NEXT: _mlirDialects fragments {{[1-9]}}
# CHECK-NEXT: _mlirDialectsPDL 2
# CHECK-NEXT: _mlirDialectsTransform 3
# CHECK-NEXT: _mlirExecutionEngine 2
# CHECK-NEXT: _mlirPasses 5
# CHECK-NEXT: _mlirPassesDialects {{[23]}}
# CHECK-NEXT: _mlirPassesDialects fragments {{[1-9]}}
# CHECK-NEXT: _mlirTransformInterpreter 2
# CHECK-NEXT: still working: module {
