"""mlir.ir: the core IR API (Context, Location, Module, Operation, OpView,
Block, Region, Value, InsertionPoint, Type/Attribute and subclasses...),
implemented by the native module _mlir_libs._mlir (libMLIRCorePublicAPI
only: importing it maps no Dialects/Passes/ExecutionEngine library)."""

from ._mlir_libs import _mlir as _cext

_ir = _cext.ir
for _name in dir(_ir):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_ir, _name)
del _name
from ._mlir_libs import get_dialect_registry  # noqa: E402
from ._mlir_libs import api_version as _api_version  # noqa: E402

# The enums the native module makes on first use (its __getattr__): Python's
# enum module is not imported until one is needed.
_ENUMS = ("DiagnosticSeverity", "WalkOrder", "WalkResult")


def __getattr__(name):
    if name in _ENUMS:
        value = getattr(_ir, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mlir.ir' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_ENUMS))


# The IR's list-like views are sequences and an op's attributes a mapping
# (isinstance, `match ... case [a, b]` and `case {"name": a}`), as upstream's
# nanobind classes declare themselves.  (_collections_abc is what
# collections.abc re-exports, already imported by the interpreter's start-up;
# importing the collections package would cost more.)
import _collections_abc as _abc  # noqa: E402

for _name in ("AffineExprList", "BlockArgumentList", "BlockList", "OpOperandList", "OpResultList", "OpSuccessors",
              "OperationList", "RegionSequence"):
    _abc.Sequence.register(globals()[_name])
del _name
_abc.Mapping.register(OpAttributeMap)
if _api_version.NANOBIND_SIGNATURES:
    RegionSequence.__nb_signature__ = "class RegionSequence(collections.abc.Sequence[mlir._mlir_libs._mlir.ir.Region])"

import types as _types


class _NumpyOnFirstUse(_types.ModuleType):
    """Upstream's mlir.ir imports numpy as `np`, so code written against it
    finds `np` after `from mlir.ir import *`.  This stands for numpy and
    imports it on first use: `import mlir.ir` does not pay for it."""

    def __getattr__(self, name):
        import numpy

        return getattr(numpy, name)


np = _NumpyOnFirstUse("numpy")


class AttrBuilder:
    """Registry of attribute builders used by generated op classes
    (`AttrBuilder.get('I64Attr')(value, context=ctx)`)."""

    _builders = {}

    @classmethod
    def contains(cls, attribute_kind):
        return attribute_kind in cls._builders

    @classmethod
    def get(cls, attribute_kind):
        try:
            return cls._builders[attribute_kind]
        except KeyError:
            raise KeyError(f"no attribute builder registered for '{attribute_kind}'") from None

    @classmethod
    def insert(cls, attribute_kind, attr_builder, replace=False):
        if attribute_kind in cls._builders and not replace:
            raise RuntimeError(f"attribute builder for '{attribute_kind}' is already registered")
        cls._builders[attribute_kind] = attr_builder


_ir.AttrBuilder = AttrBuilder


class _GlobalDebugFlag(type):
    """`_GlobalDebug.flag` reads and sets MLIR's global debug flag."""

    @property
    def flag(cls):
        return _ir._global_debug_enabled()

    @flag.setter
    def flag(cls, value):
        _ir._set_global_debug(bool(value))


class _GlobalDebug(metaclass=_GlobalDebugFlag):
    """MLIR's global debugging switches (private: import it by name)."""

    @staticmethod
    def set_types(types):
        """Limit debug output to these debug types (str or list of str)."""
        _ir._set_global_debug_types(types)


def register_attribute_builder(kind, replace=False):
    """Decorator registering a builder `fn(value, context)` for an ODS
    attribute kind."""

    def decorator(fn):
        AttrBuilder.insert(kind, fn, replace=replace)
        return fn

    return decorator


def _ctx(context):
    return context if context is not None else Context.current


def _plain_builder(kind, get):
    """Registers, for the ODS attribute kind, the builder calling
    get(x, context=...) with the given or the current Context."""

    def build(x, context):
        return get(x, context=_ctx(context))

    register_attribute_builder(kind)(build)
    return build


_boolAttr = _plain_builder("BoolAttr", BoolAttr.get)


@register_attribute_builder("IndexAttr")
def _indexAttr(x, context):
    return IntegerAttr.get(IndexType.get(context=_ctx(context)), x)


def _int_builder(kind, width, sign):
    def build(x, context):
        c = _ctx(context)
        t = {0: IntegerType.get_signless, 1: IntegerType.get_signed, -1: IntegerType.get_unsigned}[sign](width, context=c)
        return IntegerAttr.get(t, x)

    register_attribute_builder(kind)(build)


for _w in (1, 8, 16, 32, 64):
    _int_builder(f"I{_w}Attr", _w, 0)
    _int_builder(f"SI{_w}Attr", _w, 1)
    _int_builder(f"UI{_w}Attr", _w, -1)


_f32Attr = _plain_builder("F32Attr", FloatAttr.get_f32)
_f64Attr = _plain_builder("F64Attr", FloatAttr.get_f64)
_stringAttr = _plain_builder("StrAttr", StringAttr.get)
_symbolNameAttr = _plain_builder("SymbolNameAttr", StringAttr.get)
_flatSymbolRefAttr = _plain_builder("FlatSymbolRefAttr", FlatSymbolRefAttr.get)


@register_attribute_builder("UnitAttr")
def _unitAttr(x, context):
    return UnitAttr.get(context=_ctx(context)) if x else None


_arrayAttr = _plain_builder("ArrayAttr", ArrayAttr.get)
_typeAttr = _plain_builder("TypeAttr", TypeAttr.get)
_memRefTypeAttr = _plain_builder("MemRefTypeAttr", TypeAttr.get)


@register_attribute_builder("DictArrayAttr")
def _dictArrayAttr(x, context):
    return ArrayAttr.get([DictAttr.get(d, context=_ctx(context)) if isinstance(d, dict) else d for d in x],
                         context=_ctx(context))


for _n, _cls in (("DenseI32ArrayAttr", "DenseI32ArrayAttr"), ("DenseI64ArrayAttr", "DenseI64ArrayAttr"),
                 ("DenseBoolArrayAttr", "DenseBoolArrayAttr"), ("DenseF32ArrayAttr", "DenseF32ArrayAttr"),
                 ("DenseF64ArrayAttr", "DenseF64ArrayAttr")):
    if _cls in globals():
        _plain_builder(_n, globals()[_cls].get)


# Builders of more ODS attribute kinds (symbol references, affine maps,
# arrays and element attributes of the dialects' op classes).
@register_attribute_builder("SymbolRefAttr")
def _symbolRefAttr(x, context):
    if isinstance(x, str):
        x = [x]
    return SymbolRefAttr.get(list(x), context=_ctx(context))


@register_attribute_builder("SymbolRefArrayAttr")
def _symbolRefArrayAttr(x, context):
    return ArrayAttr.get([_symbolRefAttr(s, context) for s in x], context=_ctx(context))


@register_attribute_builder("FlatSymbolRefArrayAttr")
def _flatSymbolRefArrayAttr(x, context):
    return ArrayAttr.get([FlatSymbolRefAttr.get(s, context=_ctx(context)) for s in x], context=_ctx(context))


@register_attribute_builder("AffineMapAttr")
def _affineMapAttr(x, context):
    return AffineMapAttr.get(x)


@register_attribute_builder("AffineMapArrayAttr")
def _affineMapArrayAttr(x, context):
    return ArrayAttr.get([AffineMapAttr.get(m) for m in x], context=_ctx(context))


def _array_builder(kind, element):
    def build(x, context):
        return ArrayAttr.get([element(v, context) for v in x], context=_ctx(context))

    register_attribute_builder(kind)(build)


_array_builder("BoolArrayAttr", _boolAttr)
_array_builder("StrArrayAttr", _stringAttr)
_array_builder("TypeArrayAttr", _typeAttr)
_array_builder("I32ArrayAttr", AttrBuilder.get("I32Attr"))
_array_builder("I64ArrayAttr", AttrBuilder.get("I64Attr"))
_array_builder("F32ArrayAttr", _f32Attr)
_array_builder("F64ArrayAttr", _f64Attr)
_array_builder("I64SmallVectorArrayAttr", AttrBuilder.get("I64Attr"))
_array_builder("IndexListArrayAttr", AttrBuilder.get("I64ArrayAttr"))


@register_attribute_builder("DenseI8ArrayAttr")
def _denseI8ArrayAttr(x, context):
    return DenseI8ArrayAttr.get(list(x), context=_ctx(context))


@register_attribute_builder("DenseI16ArrayAttr")
def _denseI16ArrayAttr(x, context):
    return DenseI16ArrayAttr.get(list(x), context=_ctx(context))


@register_attribute_builder("DictionaryAttr")
def _dictionaryAttr(x, context):
    return DictAttr.get(x, context=_ctx(context))


@register_attribute_builder("F64ElementsAttr")
def _f64ElementsAttr(x, context):
    # '.17e' keeps every bit and is always an MLIR float literal.
    values = ", ".join(format(float(v), ".17e") for v in x)
    return Attribute.parse(f"dense<[{values}]> : tensor<{len(x)}xf64>", context=_ctx(context))


def _elements_builder(kind, element):
    # A 1-d dense tensor of `element` ints.
    def build(x, context):
        values = [int(v) for v in x]
        return Attribute.parse(f"dense<{values}> : tensor<{len(values)}x{element}>", context=_ctx(context))

    register_attribute_builder(kind)(build)


_elements_builder("IndexElementsAttr", "index")
_elements_builder("I32ElementsAttr", "i32")
_elements_builder("I64ElementsAttr", "i64")


# ---- additions written in Python over the native classes -------------------
def _parse_file(cls, path, context=None):
    """Module.parseFile(path, context=None): parses the MLIR text or bytecode
    of a file."""
    with open(path, "rb") as f:
        data = f.read()
    return cls.parse(data, context)


Module.parseFile = classmethod(_parse_file)


def _with_unknown_location(get):
    """get_unchecked(..., context=None) of the shaped types: the same type as
    get(), built at an unknown location of `context`.  It stays checked:
    bad input raises MLIRError instead of aborting the process."""

    def get_unchecked(*args, context=None, **kwargs):
        return get(*args, loc=Location.unknown(_ctx(context)), **kwargs)

    get_unchecked.__doc__ = f"{get.__doc__} (at an unknown location of `context`)"
    return staticmethod(get_unchecked)


for _cls in (VectorType, RankedTensorType, UnrankedTensorType, MemRefType, UnrankedMemRefType):
    _cls.get_unchecked = _with_unknown_location(_cls.get)
del _cls


if hasattr(IntegerSetAttr, "get"):

    @register_attribute_builder("IntegerSetAttr")
    def _integerSetAttr(x, context):
        return IntegerSetAttr.get(x)


# The dialects named to load on every new Context.  A Context not given
# load_on_create_dialects loads every registered dialect, these among them.
_load_on_create_dialects = []


def get_load_on_create_dialects():
    """The dialect namespaces named to load on every new Context (a copy)."""
    return list(_load_on_create_dialects)


def append_load_on_create_dialect(namespace):
    """Makes every Context created afterwards load this dialect (once registered)."""
    _load_on_create_dialects.append(str(namespace))


# `from mlir.ir import *` brings in what this module defines and the enums.
__all__ = [_name for _name in globals() if not _name.startswith("_")] + list(_ENUMS)
