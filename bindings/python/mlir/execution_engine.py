"""mlir.execution_engine: the JIT of the ExecutionEngine component
(_mlir_libs/_mlirExecutionEngine, linking libMLIRExecutionEnginePublicAPI).

    engine = ExecutionEngine(module, opt_level=2, shared_libs=[])
    engine.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(res))

The module must be lowered to the llvm dialect; functions to invoke need the
`llvm.emit_c_interface` unit attribute (on the func.func before lowering).
Arguments are ctypes pointers to each argument, then to each result.
"""

import ctypes

from . import ir as _ir  # noqa: F401  (loads mlir.ir, whose objects we take)
from ._mlir_libs import _load

_cext = _load("_mlirExecutionEngine")

__all__ = ["ExecutionEngine"]


class ExecutionEngine(_cext._ExecutionEngine):
    """ExecutionEngine(module, opt_level=2, shared_libs=None, enable_object_dump=True)."""

    def lookup(self, name):
        """The packed interface of `name` as a ctypes function taking one
        `void **` (the argument/result pointers); raises RuntimeError when
        there is no such function."""
        ptr = self.raw_lookup(name)
        if not ptr:
            raise RuntimeError("Unknown function " + name)
        return ctypes.CFUNCTYPE(None, ctypes.c_void_p)(ptr)

    def invoke(self, name, *ctypes_args):
        """Calls `name` through its packed interface with ctypes pointers to
        the arguments followed by pointers to the results."""
        func = self.lookup(name)
        packed_args = (ctypes.c_void_p * len(ctypes_args))()
        for i, arg in enumerate(ctypes_args):
            packed_args[i] = ctypes.cast(arg, ctypes.c_void_p)
        func(packed_args)

    def register_runtime(self, name, ctypes_callback):
        """Makes calls to `name` from JIT-compiled code (with the C interface,
        `_mlir_ciface_<name>`) go to a ctypes callback.  Keep the callback
        alive as long as the engine may call it."""
        self.raw_register_runtime("_mlir_ciface_" + name, ctypes.cast(ctypes_callback, ctypes.c_void_p).value)
