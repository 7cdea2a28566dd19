"""Attribute builders for ODS attribute kinds used by the transform and pdl
op classes (StrArrayAttr, I64ArrayAttr, ...).  Each is registered only when
no builder for the kind exists yet, so mlir.ir may grow its own."""

from .. import ir as _ir
from ._dialect_types import context_or_current as _ctx


def _register(kind, build):
    if not _ir.AttrBuilder.contains(kind):
        _ir.AttrBuilder.insert(kind, build)


def _array_of(element):
    """A builder of ArrayAttr from a sequence; Attributes pass through."""

    def build(values, context):
        if isinstance(values, _ir.Attribute):
            return values
        c = _ctx(context)
        return _ir.ArrayAttr.get([v if isinstance(v, _ir.Attribute) else element(v, c) for v in values], context=c)

    return build


def _i64(v, c):
    return _ir.IntegerAttr.get(_ir.IntegerType.get_signless(64, context=c), v)


def _symbol_ref(v, c):
    if isinstance(v, str):
        return _ir.FlatSymbolRefAttr.get(v, context=c)
    return _ir.SymbolRefAttr.get(list(v), context=c)


_register("StrArrayAttr", _array_of(lambda v, c: _ir.StringAttr.get(v, context=c)))
_register("I64ArrayAttr", _array_of(_i64))
_register("BoolArrayAttr", _array_of(lambda v, c: _ir.BoolAttr.get(v, context=c)))
_register("TypeArrayAttr", _array_of(lambda v, c: _ir.TypeAttr.get(v, context=c)))
_register("SymbolRefArrayAttr", _array_of(_symbol_ref))
_register("SymbolRefAttr", lambda v, context: v if isinstance(v, _ir.Attribute) else _symbol_ref(v, _ctx(context)))
_register("DictionaryAttr", lambda v, context: v if isinstance(v, _ir.Attribute)
          else _ir.DictAttr.get(v, context=_ctx(context)))
