"""Shared pieces of the dialect helper layers (quant types, llvm.StructType,
sparse_tensor.EncodingAttr, gpu.ObjectAttr...).

The dialect C API functions they need are plain functions of a registration
module (`_mlirDialects` or `_mlirPassesDialects`, see native/dialect_fragments/fragment.h) that
take and return the capsules of mlir.ir objects.  `native(name)` finds the
module that has function `name`; `TypeSubclass` / `AttributeSubclass` turn a
dialect's `isa` test into an mlir.ir.Type / Attribute subclass that casts
with a check (`StructType(t)`), answers `StructType.isinstance(t)`, and is
what results of its TypeID come back as once one instance was made.
"""

from .. import ir as _ir
from . import _loader

_natives = {}


def native(function):
    """The function `function` of the registration module whose component
    holds it (the Dialects one when it has it, else the Passes one)."""
    fn = _natives.get(function)
    if fn is not None:
        return fn
    for name in ("_mlirDialects", "_mlirPassesDialects"):
        try:
            module = _loader.load(name)
        except ImportError:
            continue
        fn = getattr(module, function, None)
        if fn is not None:
            _natives[function] = fn
            return fn
    raise NotImplementedError(f"no component of this build provides {function} (its dialect is not built)")


def context_capsule(context=None):
    """The capsule of `context` (None: the current Context)."""
    if context is None:
        context = _ir.Context.current
    if not isinstance(context, _ir.Context):
        raise TypeError(f"context: expected an mlir.ir.Context, got {type(context).__name__}")
    return context._CAPIPtr


def type_capsule(t, what="type"):
    if not isinstance(t, _ir.Type):
        raise TypeError(f"{what}: expected an mlir.ir.Type, got {type(t).__name__}")
    return t._CAPIPtr


def attr_capsule(a, what="attribute"):
    if not isinstance(a, _ir.Attribute):
        raise TypeError(f"{what}: expected an mlir.ir.Attribute, got {type(a).__name__}")
    return a._CAPIPtr


def type_list(types, what="types"):
    try:
        items = list(types)
    except TypeError:
        raise TypeError(f"{what}: expected a sequence of mlir.ir.Type, got {type(types).__name__}") from None
    return [type_capsule(t, f"{what}[{i}]") for i, t in enumerate(items)]


def wrap_type(capsule):
    return None if capsule is None else _ir.Type._CAPICreate(capsule)


def wrap_attr(capsule):
    return None if capsule is None else _ir.Attribute._CAPICreate(capsule)


def info_field(index, wrap=None, doc=None):
    """A property reading item `index` of self._info() (the tuple one native
    query returns); `wrap`, when given, converts the item unless it is None."""

    def get(self):
        value = self._info()[index]
        return value if wrap is None or value is None else wrap(value)

    return property(get, doc=doc)


class _Subclass:
    """Mixin of TypeSubclass / AttributeSubclass.  A subclass sets `_isa`
    (the name of a native function taking a capsule) and, when its values
    have one TypeID of their own, `_caster = True` and `_sample = (dialect
    namespaces, asm of one value)`: the class is then registered as the
    caster of that TypeID at once (else when its first value is made)."""

    __slots__ = ()
    _isa = None
    _caster = False
    _sample = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls._caster and cls._sample and "_sample" in cls.__dict__:
            names, text = cls._sample
            try:
                capsule = _loader.load_for(names[0])._typeid_of(list(names), text, issubclass(cls, _ir.Type))
            except (ImportError, ValueError):
                capsule = None
            if capsule is not None:
                cls._register_typeid(_ir.TypeID._CAPICreate(capsule))

    @classmethod
    def _family(cls):
        return _ir.Type if issubclass(cls, _ir.Type) else _ir.Attribute

    @classmethod
    def _holds(cls, value):
        return bool(native(cls._isa)(value._CAPIPtr))

    def __new__(cls, cast_from):
        family = cls._family()
        if not isinstance(cast_from, family):
            raise TypeError(f"{cls.__name__}: expected an mlir.ir.{family.__name__}, got {type(cast_from).__name__}")
        if not cls._holds(cast_from):
            kind = "type" if family is _ir.Type else "attribute"
            raise ValueError(f"Cannot cast {kind} to {cls.__name__} (from {cast_from})")
        value = family.__new__(cls, cast_from)
        cls._register(value)
        return value

    @classmethod
    def isinstance(cls, other):
        family = cls._family()
        if not isinstance(other, family):
            raise TypeError(f"{cls.__name__}.isinstance: expected mlir.ir.{family.__name__}, got {type(other).__name__}")
        return cls._holds(other)

    @classmethod
    def _register(cls, value):
        if cls._caster and "_registered" not in cls.__dict__:
            cls._register_typeid(value.typeid)

    @classmethod
    def _register_typeid(cls, typeid):
        cls._registered = True
        cls.static_typeid = typeid
        register = _ir.register_type_caster if cls._family() is _ir.Type else _ir.register_attribute_caster
        try:
            register(typeid, cls)
        except RuntimeError:
            pass  # another class already claims that TypeID

    @classmethod
    def _wrap(cls, capsule):
        """An instance of cls from a capsule the native function returned."""
        family = cls._family()
        value = wrap_type(capsule) if family is _ir.Type else wrap_attr(capsule)
        if value is None:
            return None
        return value if type(value) is cls else cls(value)


class TypeSubclass(_Subclass, _ir.Type):
    __slots__ = ()


class AttributeSubclass(_Subclass, _ir.Attribute):
    __slots__ = ()
