"""Typed Type classes of a dialect whose C API lives in a small native module
(_mlirDialectsTransform, _mlirDialectsPDL: see native/type_kinds/type_kinds.h).

A class is declared as

    class AnyOpType(DialectType, native=_native):
        ...

and gets what the typed classes of mlir.ir have: `AnyOpType(t)` casts (a
ValueError when `t` is not one), `AnyOpType.isinstance(t)`,
`AnyOpType.static_typeid` (when the C API has a TypeID getter; the class is
then registered as the caster of that TypeID, so values' `.type` and
`Type.parse` come back as instances of it)."""

from .. import ir as _ir
from .._mlir_libs import _mlir as _cext


def context_or_current(context):
    """`context`, else the current Context (the native modules' RuntimeError
    when there is none)."""
    if context is not None:
        return context
    current = _ir.Context.current
    if current is None:
        raise RuntimeError(_cext._NO_CONTEXT)
    return current


class DialectType(_ir.Type):
    """Base of the typed Type classes backed by a dialect's native module."""

    __slots__ = ()
    _native = None
    _kind = None

    def __init_subclass__(cls, native=None, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if native is None:
            return
        cls._native = native
        cls._kind = kind or cls.__name__
        typeid = native.typeid(cls._kind)
        if typeid is not None:
            cls.static_typeid = _ir.TypeID._CAPICreate(typeid)
            _cext.register_type_caster(cls.static_typeid, cls, replace=True)

    def __new__(cls, cast_from):
        if not isinstance(cast_from, _ir.Type):
            raise TypeError(f"{cls.__name__}: expected an mlir.ir.Type, got {type(cast_from).__name__}")
        if not cls._native.isa(cls._kind, cast_from):
            raise ValueError(f"Cannot cast type to {cls.__name__} (from {cast_from})")
        return super().__new__(cls, cast_from)

    @classmethod
    def isinstance(cls, other):
        """Whether `other` (an mlir.ir.Type) is a {cls.__name__}."""
        if not isinstance(other, _ir.Type):
            raise TypeError(f"{cls.__name__}.isinstance: expected an mlir.ir.Type, got {type(other).__name__}")
        return cls._native.isa(cls._kind, other)

    @classmethod
    def _from_capsule(cls, capsule):
        return cls(_ir.Type._CAPICreate(capsule))

    @classmethod
    def _get_simple(cls, context):
        return cls._from_capsule(cls._native.get(cls._kind, context_or_current(context)))
