"""Short constructors for builtin types, all in the current Context:

    import mlir.extras.types as T
    T.i32(), T.si(6), T.f16(), T.index(), T.complex(T.f32())
    T.vector(2, 3, T.f32(), scalable=[False, True])
    T.tensor(S, 3, T.f64(), encoding="enc")    # no shape: unranked
    T.memref(4, 4, T.i8(), memory_space=1, layout=StridedLayoutAttr.get(0, [4, 1]))
    T.tuple(T.i16(), T.i32()), T.function(inputs=(T.i16(),), results=(T.f32(),))

The scalar names (`i32`, `f64`, `index`...) are functions, so that a type is
made only once a Context is current.
"""

import builtins as _builtins

from ..ir import (
    Attribute,
    BF16Type,
    ComplexType,
    F16Type,
    F32Type,
    F64Type,
    FloatTF32Type,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    StringAttr,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from .. import ir as _ir


def index():
    return IndexType.get()


def i(width):
    """Signless integer of `width` bits."""
    return IntegerType.get_signless(width)


def si(width):
    """Signed integer of `width` bits."""
    return IntegerType.get_signed(width)


def ui(width):
    """Unsigned integer of `width` bits."""
    return IntegerType.get_unsigned(width)


def _integer_maker(make, width):
    def maker():
        return make(width)

    maker.__name__ = make.__name__ + str(width)
    maker.__doc__ = "%s(%d)" % (make.__name__, width)
    return maker


bool = _integer_maker(i, 1)  # noqa: A001 (upstream's name)
bool.__name__ = "bool"
i8, i16, i32, i64 = (_integer_maker(i, w) for w in (8, 16, 32, 64))
si8, si16, si32, si64 = (_integer_maker(si, w) for w in (8, 16, 32, 64))
ui8, ui16, ui32, ui64 = (_integer_maker(ui, w) for w in (8, 16, 32, 64))


def f16():
    return F16Type.get()


def f32():
    return F32Type.get()


def f64():
    return F64Type.get()


def bf16():
    return BF16Type.get()


def tf32():
    return FloatTF32Type.get()


def none():
    return NoneType.get()


# The 8-bit float types this build of mlir.ir knows.
for _name in ("E5M2", "E4M3", "E4M3FN", "E4M3FNUZ", "E5M2FNUZ", "E4M3B11FNUZ", "E3M4"):
    _cls = getattr(_ir, "Float8%sType" % _name, None)
    if _cls is not None:
        globals()["f8" + _name] = _cls.get
del _name, _cls


def complex(type):  # noqa: A001 (upstream's name)
    """complex<type>."""
    return ComplexType.get(type)


def opaque(dialect_namespace, type_data):
    """!dialect_namespace.type_data, a type of an unregistered dialect."""
    return OpaqueType.get(dialect_namespace, type_data)


def _split_shape(shape, element_type, what):
    """`*shape` may end with the element type; returns (dims, element_type)."""
    dims = list(shape)
    if dims and isinstance(dims[-1], Type):
        if element_type is not None:
            raise ValueError("%s: element type given both positionally and as element_type" % what)
        element_type = dims.pop()
    if element_type is None:
        raise ValueError("%s: an element type is required" % what)
    for d in dims:
        if not isinstance(d, int) or isinstance(d, _builtins.bool):
            raise TypeError("%s: dimensions must be int, got %r" % (what, d))
    return dims, element_type


def _shaped(*shape, element_type=None, type_constructor=None):
    """type_constructor(dims, element_type) with the element type taken
    from the end of `shape` or from `element_type`."""
    if type_constructor is None:
        raise ValueError("_shaped: a type_constructor is required")
    dims, element_type = _split_shape(shape, element_type, type_constructor.__name__)
    return type_constructor(dims, element_type)


def vector(*shape, element_type=None, scalable=None, scalable_dims=None):
    """vector<shape x element_type>; `scalable` (one bool per dimension) or
    `scalable_dims` (indices) mark scalable dimensions."""
    dims, element_type = _split_shape(shape, element_type, "vector")
    return VectorType.get(dims, element_type, scalable=scalable, scalable_dims=scalable_dims)


def _as_attribute(value, what):
    if value is None or isinstance(value, Attribute):
        return value
    if isinstance(value, str):
        return StringAttr.get(value)
    if isinstance(value, int) and not isinstance(value, _builtins.bool):
        return IntegerAttr.get(IntegerType.get_signless(64), value)
    raise TypeError("%s: expected an Attribute, str or int, got %r" % (what, value))


def tensor(*shape, element_type=None, encoding=None):
    """tensor<shape x element_type[, encoding]>; no dimensions: tensor<*x...>.
    A str encoding becomes a StringAttr."""
    dims, element_type = _split_shape(shape, element_type, "tensor")
    encoding = _as_attribute(encoding, "tensor encoding")
    if not dims:
        if encoding is not None:
            raise ValueError("tensor: an unranked tensor has no encoding")
        return UnrankedTensorType.get(element_type)
    return RankedTensorType.get(dims, element_type, encoding)


def memref(*shape, element_type=None, memory_space=None, layout=None):
    """memref<shape x element_type[, layout][, memory_space]>; no dimensions:
    memref<*x...>.  An int memory space becomes an i64 IntegerAttr."""
    dims, element_type = _split_shape(shape, element_type, "memref")
    memory_space = _as_attribute(memory_space, "memref memory_space")
    if not dims:
        if layout is not None:
            raise ValueError("memref: an unranked memref has no layout")
        return UnrankedMemRefType.get(element_type, memory_space)
    return MemRefType.get(dims, element_type, layout=layout, memory_space=memory_space)


def tuple(*elements):  # noqa: A001 (upstream's name)
    """tuple<elements...>."""
    return TupleType.get_tuple(list(elements))


def function(*, inputs, results):
    """(inputs) -> (results)."""
    return FunctionType.get(list(inputs), list(results))
