"""mlir.execution_engine: the JIT of the ExecutionEngine component
(_mlir_libs/_mlirExecutionEngine, linking libMLIRExecutionEnginePublicAPI).

    engine = ExecutionEngine(module, opt_level=2, shared_libs=[])
    engine.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(res))

The module must be lowered to the llvm dialect; functions to invoke need the
`llvm.emit_c_interface` unit attribute (on the func.func before lowering):
invoke/lookup go through their C interface `_mlir_ciface_<name>`.  Arguments
are ctypes pointers (or arrays) to each argument, then to each result; a
memref is passed as a pointer to a pointer to its descriptor (mlir.runtime).
Runtime libraries (`shared_libs`) are paths, e.g. Debian's
/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so for printMemref*/nanoTime.

The native class is extended here with the methods that need ctypes, so an
engine made by `ExecutionEngine._CAPICreate` has them too.
"""

import ctypes

from . import ir as _ir  # noqa: F401  (loads mlir.ir, whose objects we take)
from ._mlir_libs import _load

_cext = _load("_mlirExecutionEngine")

__all__ = ["ExecutionEngine"]

ExecutionEngine = _cext.ExecutionEngine

_C_INTERFACE_PREFIX = "_mlir_ciface_"


def _argument_address(index, arg):
    """The address a ctypes pointer or array argument points to; refuses
    anything else (an int would be read as an address by the JIT'd code)."""
    if isinstance(arg, ctypes.Array):
        return ctypes.addressof(arg)
    if isinstance(arg, (ctypes._Pointer, ctypes.c_void_p)):
        address = ctypes.cast(arg, ctypes.c_void_p).value
        if not address:
            raise ValueError("invoke: argument %d is a null pointer" % index)
        return address
    raise TypeError(
        "invoke: argument %d: expected a ctypes pointer or array (e.g. ctypes.pointer(ctypes.c_float(1.0))), "
        "got %s" % (index, type(arg).__name__)
    )


def lookup(self, name):
    """The C interface of `name` (a function lowered with
    `llvm.emit_c_interface`) as a ctypes function taking one `void **`: the
    argument pointers followed by the result pointers.  Raises RuntimeError
    when there is no such function."""
    address = self.raw_lookup(_C_INTERFACE_PREFIX + name)
    if not address:
        raise RuntimeError("Unknown function " + name)
    return ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)


def invoke(self, name, *ctypes_args):
    """Calls `name` through its C interface with ctypes pointers to the
    arguments followed by pointers to the results.  A wrong number of
    arguments, or an argument that is not a ctypes pointer, raises."""
    func = self.lookup(name)
    expected = self._packed_arg_count(_C_INTERFACE_PREFIX + name)
    if expected is not None and len(ctypes_args) != expected:
        raise TypeError(
            "invoke: %s takes %d pointers (arguments, then results), got %d" % (name, expected, len(ctypes_args))
        )
    packed_args = (ctypes.c_void_p * max(len(ctypes_args), 1))()
    for i, arg in enumerate(ctypes_args):
        packed_args[i] = _argument_address(i, arg)
    func(packed_args)


def register_runtime(self, name, ctypes_callback):
    """Makes calls to `name` from JIT-compiled code (declared with
    `llvm.emit_c_interface`, so the symbol is `_mlir_ciface_<name>`) go to a
    ctypes callback (a ctypes.CFUNCTYPE instance), which the engine keeps
    alive."""
    if not isinstance(ctypes_callback, ctypes._CFuncPtr):
        raise TypeError("register_runtime: expected a ctypes function (ctypes.CFUNCTYPE(...)(fn)), got %s"
                        % type(ctypes_callback).__name__)
    self._keep_alive(ctypes_callback)
    self.raw_register_runtime(_C_INTERFACE_PREFIX + name, ctypes.cast(ctypes_callback, ctypes.c_void_p).value)


for _method in (lookup, invoke, register_runtime):
    setattr(ExecutionEngine, _method.__name__, _method)
del _method, lookup, invoke, register_runtime
