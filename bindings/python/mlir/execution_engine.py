"""mlir.execution_engine: the JIT of the ExecutionEngine component
(_mlir_libs/_mlirExecutionEngine, linking libMLIRExecutionEnginePublicAPI).

    engine = ExecutionEngine(module, opt_level=2, shared_libs=[])
    engine.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(res))

The module must be lowered to the llvm dialect; functions to invoke need the
`llvm.emit_c_interface` unit attribute (on the func.func before lowering):
invoke/lookup go through their C interface `_mlir_ciface_<name>`.  Arguments
are ctypes pointers (or arrays) to each argument, then to each result; a
memref is passed as a pointer to a pointer to its descriptor (mlir.runtime).
Runtime libraries (`shared_libs`) are paths, e.g. libmlir_c_runner_utils.so
of the distribution's LLVM (its lib/ directory) for printMemref*/nanoTime.

The native class is extended here with the methods that need ctypes, so an
engine made by `ExecutionEngine._CAPICreate` has them too.
"""

import ctypes

from . import ir as _ir  # noqa: F401  (loads mlir.ir, whose objects we take)
from ._mlir_libs import _load

_cext = _load("_mlirExecutionEngine")

__all__ = ["ExecutionEngine", "JitFunction", "MemRef", "record_function_types"]

ExecutionEngine = _cext.ExecutionEngine
JitFunction = _cext.JitFunction
record_function_types = _cext.record_function_types

# --- engine.call / engine.function: the native-signature invoker ---------------
#
#   engine.call("add", 40, 2) == 42
#   engine.function("sum").signature == "@sum(memref<?xf32>) -> f32"
#
# The signature comes from the function's MLIR type when
# record_function_types(module) ran before lowering (memref element types,
# shapes and layouts are then known and checked), else from the llvm.func
# type (integers, floats, pointers; a memref then shows as its expanded
# descriptor fields).  Integers are int (iN range-checked), f32/f64 float,
# f16/bf16 raw bits as int, pointers int addresses, memrefs any object
# exporting a *writable* buffer (array.array, bytearray, memoryview, numpy
# arrays; strided views are passed with their strides, which the memref
# layout must allow) or a MemRef result.  Several results come back as a
# tuple, memref results as MemRef objects.


class _PyBuffer(ctypes.Structure):
    # The stable-ABI Py_buffer (3.11+, and the same layout before).
    _fields_ = [
        ("buf", ctypes.c_void_p), ("obj", ctypes.py_object), ("len", ctypes.c_ssize_t),
        ("itemsize", ctypes.c_ssize_t), ("readonly", ctypes.c_int), ("ndim", ctypes.c_int),
        ("format", ctypes.c_char_p), ("shape", ctypes.POINTER(ctypes.c_ssize_t)),
        ("strides", ctypes.POINTER(ctypes.c_ssize_t)), ("suboffsets", ctypes.POINTER(ctypes.c_ssize_t)),
        ("internal", ctypes.c_void_p),
    ]


_get_buffer = ctypes.pythonapi.PyObject_GetBuffer
_get_buffer.argtypes = [ctypes.py_object, ctypes.POINTER(_PyBuffer), ctypes.c_int]
_get_buffer.restype = ctypes.c_int
_release_buffer = ctypes.pythonapi.PyBuffer_Release
_release_buffer.argtypes = [ctypes.POINTER(_PyBuffer)]
_release_buffer.restype = None
_PyBUF_RECORDS = 0x0001 | 0x0004 | 0x0008 | 0x0010  # WRITABLE | FORMAT | ND | STRIDES


def _no_release():
    pass


def _export_buffer(obj):
    """(release, address, format, itemsize, shape, strides in bytes) of a
    writable buffer; the C API's buffer protocol through ctypes, since the
    limited C API lacks it before 3.11.  `release` must be called once the
    JIT'd code no longer uses the memory."""
    if isinstance(obj, MemRef):
        return (_no_release, obj.address, obj.format, obj.itemsize, obj.shape,
                tuple(s * obj.itemsize for s in obj.strides))
    view = _PyBuffer()
    _get_buffer(obj, ctypes.byref(view), _PyBUF_RECORDS)
    released = []

    def release():
        if not released:
            released.append(True)
            _release_buffer(ctypes.byref(view))

    try:
        if view.suboffsets:
            raise TypeError("indirect (suboffset) buffers are not supported")
        ndim = view.ndim
        shape = tuple(view.shape[i] for i in range(ndim))
        strides = tuple(view.strides[i] for i in range(ndim))
        fmt = (view.format or b"B").decode("ascii")
        return (release, view.buf or 0, fmt, view.itemsize, shape, strides)
    except BaseException:
        release()
        raise


# element kind -> (struct format, itemsize, numpy typestr)
_ELEMENTS = {
    "i1": ("?", 1, "|b1"), "i8": ("b", 1, "|i1"), "i16": ("h", 2, "<i2"), "i32": ("i", 4, "<i4"),
    "i64": ("q", 8, "<i8"), "index": ("q", 8, "<i8"), "f16": ("e", 2, "<f2"), "bf16": ("H", 2, "<u2"),
    "f32": ("f", 4, "<f4"), "f64": ("d", 8, "<f8"),
}


class MemRef:
    """A memref returned by a JIT'd function.  Owns its memory (freed once,
    when the last reference, numpy arrays made from it included, goes), or
    keeps alive the argument or engine it points into.  Exposes it through
    `__array_interface__` (numpy.asarray(m) shares it) and, when
    contiguous, `memoryview()`.  bf16 elements read as raw uint16 bits."""

    __slots__ = ("_owner", "address", "shape", "strides", "element_type", "format", "itemsize", "_typestr")

    def __init__(self, owner, aligned, offset, shape, strides, element_type):
        fmt, itemsize, typestr = _ELEMENTS[element_type]
        self._owner = owner
        self.address = aligned + offset * itemsize
        self.shape = tuple(shape)
        self.strides = tuple(strides)  # in elements
        self.element_type = element_type
        self.format = fmt
        self.itemsize = itemsize
        self._typestr = typestr

    @property
    def __array_interface__(self):
        return {"version": 3, "shape": self.shape, "typestr": self._typestr, "data": (self.address, False),
                "strides": tuple(s * self.itemsize for s in self.strides)}

    def _contiguous(self):
        expected = 1
        for size, stride in zip(reversed(self.shape), reversed(self.strides)):
            if size != 1 and stride != expected:
                return False
            expected *= size
        return True

    def memoryview(self):
        """A memoryview of the elements (C-contiguous memrefs only; use
        numpy.asarray for strided ones).  It keeps this MemRef alive."""
        if not self._contiguous():
            raise ValueError("memoryview(): the memref is strided %r; use numpy.asarray" % (self.strides,))
        count = 1
        for size in self.shape:
            count *= size
        raw = (ctypes.c_char * max(count * self.itemsize, 1)).from_address(self.address)
        raw._mlir_memref = self  # the memory lives as long as the view
        view = memoryview(raw).cast("B")[: count * self.itemsize]
        return view.cast(self.format, self.shape) if self.shape else view.cast(self.format)

    def tolist(self):
        """The elements as (nested) lists, honouring strides."""
        def read(index):
            addr = self.address + sum(i * s for i, s in zip(index, self.strides)) * self.itemsize
            return memoryview(ctypes.string_at(addr, self.itemsize)).cast(self.format)[0]

        def build(prefix):
            if len(prefix) == len(self.shape):
                return read(prefix)
            return [build(prefix + (i,)) for i in range(self.shape[len(prefix)])]

        return build(())

    def __repr__(self):
        return "MemRef(%s, shape=%r, strides=%r)" % (self.element_type, self.shape, self.strides)


def _memref_result(owner, aligned, offset, shape, strides, element_type):
    return MemRef(owner, aligned, offset, shape, strides, element_type)


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
