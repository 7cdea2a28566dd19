"""NumPy arrays <-> memref descriptors, as ctypes structures laid out like the
ones JIT-compiled code reads and writes (the C interface of
`llvm.emit_c_interface` functions):

    ranked   struct { T *allocated; T *aligned; int64_t offset;
                      int64_t sizes[rank]; int64_t strides[rank]; }
    rank 0   struct { T *allocated; T *aligned; int64_t offset; }
    unranked struct { int64_t rank; void *descriptor; }  (descriptor -> ranked)

Strides and offsets count elements, not bytes.  A descriptor made from an
array points into the array's memory (no copy) and keeps the array alive;
an array made from a descriptor is a view of the descriptor's memory (no
copy), valid as long as that memory is.

    desc = get_ranked_memref_descriptor(np.arange(6.0).reshape(2, 3))
    engine.invoke("f", ctypes.pointer(ctypes.pointer(desc)))
    back = ranked_memref_to_numpy(ctypes.pointer(desc))
"""

import ctypes

import numpy as np

try:
    import ml_dtypes
except ImportError:  # optional: bfloat16 and float8 arrays
    ml_dtypes = None

__all__ = [
    "BF16",
    "C128",
    "C64",
    "F16",
    "F8E5M2",
    "UnrankedMemRefDescriptor",
    "as_ctype",
    "get_ranked_memref_descriptor",
    "get_unranked_memref_descriptor",
    "make_nd_memref_descriptor",
    "make_zero_d_memref_descriptor",
    "ml_dtypes",
    "move_aligned_ptr_by_offset",
    "ranked_memref_to_numpy",
    "to_numpy",
    "unranked_memref_to_numpy",
    # `from mlir.runtime import *` also gives the modules these helpers are
    # used with (code written against upstream's package relies on it).
    "ctypes",
    "np",
]


class C128(ctypes.Structure):
    """MLIR's complex<f64> as a ctype."""

    _fields_ = [("real", ctypes.c_double), ("imag", ctypes.c_double)]


class C64(ctypes.Structure):
    """MLIR's complex<f32> as a ctype."""

    _fields_ = [("real", ctypes.c_float), ("imag", ctypes.c_float)]


class F16(ctypes.Structure):
    """MLIR's f16 as a ctype (its 16 bits)."""

    _fields_ = [("f16", ctypes.c_int16)]


class BF16(ctypes.Structure):
    """MLIR's bf16 as a ctype (its 16 bits)."""

    _fields_ = [("bf16", ctypes.c_int16)]


class F8E5M2(ctypes.Structure):
    """MLIR's f8E5M2 as a ctype (its 8 bits)."""

    _fields_ = [("f8E5M2", ctypes.c_int8)]


def _special_dtypes():
    """(numpy dtype, ctype) pairs numpy's ctypeslib has no mapping for."""
    pairs = [(np.dtype(np.complex128), C128), (np.dtype(np.complex64), C64), (np.dtype(np.float16), F16)]
    if ml_dtypes is not None:
        pairs += [(np.dtype(ml_dtypes.bfloat16), BF16), (np.dtype(ml_dtypes.float8_e5m2), F8E5M2)]
    return pairs


def as_ctype(dtp):
    """The ctype of the elements of a numpy dtype `dtp`; TypeError for a
    dtype a memref cannot hold (object, str, structured...)."""
    try:
        dtp = np.dtype(dtp)
    except TypeError as e:
        raise TypeError("as_ctype: not a numpy dtype: %r" % (dtp,)) from e
    for known, ctype in _special_dtypes():
        if dtp == known:
            return ctype
    if dtp.kind not in "biuf" or dtp.fields is not None or dtp.subdtype is not None:
        raise TypeError("as_ctype: no memref element type for numpy dtype %s" % dtp)
    try:
        return np.ctypeslib.as_ctypes_type(dtp)
    except NotImplementedError as e:
        raise TypeError("as_ctype: no memref element type for numpy dtype %s" % dtp) from e


def _as_dtype(ctype):
    """The numpy dtype of elements of ctype `ctype` (inverse of as_ctype)."""
    for dtp, known in _special_dtypes():
        if ctype is known:
            return dtp
    return np.dtype(ctype)


def to_numpy(array):
    """Reinterprets an array whose elements are one of the ctypes structures
    above (as np.ctypeslib.as_array gives them) with the matching numpy
    dtype (complex128, complex64, float16...); other arrays are returned
    unchanged."""
    for dtp, ctype in _special_dtypes():
        if array.dtype == np.dtype(ctype):
            return array.view(dtp)
    return array


def make_nd_memref_descriptor(rank, dtype):
    """The ctypes structure of a memref descriptor of rank `rank` > 0 whose
    elements are ctype `dtype`."""
    if not isinstance(rank, int) or rank < 1:
        raise ValueError("make_nd_memref_descriptor: rank must be an int > 0, got %r" % (rank,))

    class MemRefDescriptor(ctypes.Structure):
        """A ranked memref descriptor."""

        _fields_ = [
            ("allocated", ctypes.c_longlong),
            ("aligned", ctypes.POINTER(dtype)),
            ("offset", ctypes.c_longlong),
            ("shape", ctypes.c_longlong * rank),
            ("strides", ctypes.c_longlong * rank),
        ]

    MemRefDescriptor.__name__ = MemRefDescriptor.__qualname__ = "MemRefDescriptor%dD_%s" % (rank, dtype.__name__)
    return MemRefDescriptor


def make_zero_d_memref_descriptor(dtype):
    """The ctypes structure of a rank-0 memref descriptor of ctype `dtype`."""

    class MemRefDescriptor(ctypes.Structure):
        """A rank-0 memref descriptor."""

        _fields_ = [
            ("allocated", ctypes.c_longlong),
            ("aligned", ctypes.POINTER(dtype)),
            ("offset", ctypes.c_longlong),
        ]

    MemRefDescriptor.__name__ = MemRefDescriptor.__qualname__ = "MemRefDescriptor0D_%s" % dtype.__name__
    return MemRefDescriptor


class UnrankedMemRefDescriptor(ctypes.Structure):
    """An unranked memref: its rank and a pointer to a ranked descriptor."""

    _fields_ = [("rank", ctypes.c_longlong), ("descriptor", ctypes.c_void_p)]


def _check_array(nparray, what):
    if not isinstance(nparray, np.ndarray):
        raise TypeError("%s: expected a numpy.ndarray, got %s" % (what, type(nparray).__name__))
    ctype = as_ctype(nparray.dtype)
    itemsize = nparray.dtype.itemsize
    if any(s % itemsize for s in nparray.strides):
        raise ValueError("%s: strides %s are not multiples of the element size %d" % (what, nparray.strides, itemsize))
    return ctype


def get_ranked_memref_descriptor(nparray):
    """A ranked memref descriptor viewing `nparray` (any strides, including
    0 and negative ones; no copy).  The descriptor keeps the array alive."""
    ctype = _check_array(nparray, "get_ranked_memref_descriptor")
    if nparray.ndim == 0:
        desc = make_zero_d_memref_descriptor(ctype)()
    else:
        desc = make_nd_memref_descriptor(nparray.ndim, ctype)()
        desc.shape[:] = nparray.shape
        desc.strides[:] = [s // nparray.dtype.itemsize for s in nparray.strides]
    desc.allocated = nparray.ctypes.data
    desc.aligned = ctypes.cast(nparray.ctypes.data, ctypes.POINTER(ctype))
    desc.offset = 0
    desc._array = nparray  # the memory the descriptor points into
    return desc


def get_unranked_memref_descriptor(nparray):
    """An unranked memref descriptor viewing `nparray` (no copy); it keeps
    its ranked descriptor, and so the array, alive."""
    ranked = get_ranked_memref_descriptor(nparray)
    desc = UnrankedMemRefDescriptor()
    desc.rank = nparray.ndim
    desc.descriptor = ctypes.addressof(ranked)
    desc._ranked = ranked
    return desc


def move_aligned_ptr_by_offset(aligned_ptr, offset):
    """`aligned_ptr` (a ctypes pointer) moved ahead by `offset` elements."""
    if not isinstance(aligned_ptr, ctypes._Pointer):
        raise TypeError("move_aligned_ptr_by_offset: expected a ctypes pointer, got %s" % type(aligned_ptr).__name__)
    address = ctypes.cast(aligned_ptr, ctypes.c_void_p).value or 0
    return ctypes.cast(address + offset * ctypes.sizeof(aligned_ptr._type_), type(aligned_ptr))


def _descriptor(obj, what):
    """The ctypes structure `obj` is, or points to."""
    if isinstance(obj, ctypes._Pointer):
        if not obj:
            raise ValueError("%s: null descriptor pointer" % what)
        obj = obj.contents
    if not isinstance(obj, ctypes.Structure):
        raise TypeError("%s: expected a memref descriptor or a pointer to one, got %s" % (what, type(obj).__name__))
    return obj


def _strided_view(aligned_ptr, offset, shape, strides, dtype):
    """A numpy view of elements at aligned_ptr + offset with `shape` and
    `strides` (in elements)."""
    dtype = np.dtype(dtype)
    shape = tuple(int(s) for s in shape)
    strides = tuple(int(s) for s in strides)
    if any(s < 0 for s in shape):
        raise ValueError("memref has a negative size: %s" % (shape,))
    base = (ctypes.cast(aligned_ptr, ctypes.c_void_p).value or 0) + offset * dtype.itemsize
    if 0 in shape:
        return np.empty(shape, dtype)
    if not base:
        raise ValueError("memref descriptor has a null aligned pointer")
    # The elements reached span [low, high] element offsets around `base`.
    low = sum(min(0, st * (n - 1)) for n, st in zip(shape, strides))
    high = sum(max(0, st * (n - 1)) for n, st in zip(shape, strides))
    span = (ctypes.c_char * ((high - low + 1) * dtype.itemsize)).from_address(base + low * dtype.itemsize)
    flat = np.frombuffer(span, dtype=dtype)
    return np.lib.stride_tricks.as_strided(
        flat[-low:], shape=shape, strides=tuple(st * dtype.itemsize for st in strides)
    )


def _ranked_fields(desc):
    names = [f[0] for f in getattr(type(desc), "_fields_", ())]
    if names[:3] != ["allocated", "aligned", "offset"]:
        return None
    return names


def ranked_memref_to_numpy(ranked_memref):
    """A numpy view of the memory of a ranked memref descriptor (or a
    pointer to one, as a callback receives it), honouring its offset and
    strides; its dtype follows the descriptor's element ctype."""
    desc = _descriptor(ranked_memref, "ranked_memref_to_numpy")
    names = _ranked_fields(desc)
    if names is None:
        raise TypeError("ranked_memref_to_numpy: not a ranked memref descriptor: %s" % type(desc).__name__)
    dtype = _as_dtype(desc.aligned._type_)
    if "shape" in names:
        shape, strides = list(desc.shape), list(desc.strides)
    else:
        shape, strides = [], []
    return _strided_view(desc.aligned, desc.offset, shape, strides, dtype)


def unranked_memref_to_numpy(unranked_memref, np_dtype):
    """A numpy view of the memory of an unranked memref descriptor (or a
    pointer to one) whose elements are of numpy dtype `np_dtype`."""
    desc = _descriptor(unranked_memref, "unranked_memref_to_numpy")
    if not isinstance(desc, UnrankedMemRefDescriptor):
        raise TypeError("unranked_memref_to_numpy: expected an UnrankedMemRefDescriptor, got %s" % type(desc).__name__)
    ctype = as_ctype(np_dtype)
    rank = int(desc.rank)
    if rank < 0:
        raise ValueError("unranked_memref_to_numpy: negative rank %d" % rank)
    if not desc.descriptor:
        raise ValueError("unranked_memref_to_numpy: null ranked descriptor")
    ranked_type = make_nd_memref_descriptor(rank, ctype) if rank else make_zero_d_memref_descriptor(ctype)
    ranked = ctypes.cast(desc.descriptor, ctypes.POINTER(ranked_type)).contents
    shape = list(ranked.shape) if rank else []
    strides = list(ranked.strides) if rank else []
    return _strided_view(ranked.aligned, ranked.offset, shape, strides, _as_dtype(ctype))
