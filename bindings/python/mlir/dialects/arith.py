"""mlir.dialects.arith: generated op and enum classes of the arith dialect
plus ConstantOp from a Python number (and its .value / .literal_value)."""

from ._loader import load as _load

_load()

from ._arith_ops_gen import *  # noqa: F401,F403
from ._arith_ops_gen import _Dialect, ConstantOp as _ConstantOp
from ._arith_enum_gen import *  # noqa: F401,F403
from ._ods_common import _cext, get_op_result_or_op_results

_ir = _cext.ir


def _is_integer_like(t):
    return _ir.IntegerType.isinstance(t) or _ir.IndexType.isinstance(t)


def _is_float(t):
    return _ir.FloatType.isinstance(t)


# The names upstream's helpers and tests use.
_is_integer_like_type = _is_integer_like
_is_float_type = _is_float


def _is_index_type(t):
    return _ir.IndexType.isinstance(t)


def _element_type(t):
    if _ir.ShapedType.isinstance(t):
        return _ir.ShapedType(t).element_type
    return t


@_cext.register_operation(_Dialect, replace=True)
class ConstantOp(_ConstantOp):
    """arith.constant.  ConstantOp(result_type, value): value is an Attribute,
    or a Python int/float made into an IntegerAttr/FloatAttr of result_type
    (for a shaped type, a splat DenseElementsAttr)."""

    def __init__(self, result, value, *, loc=None, ip=None):
        if not isinstance(result, _ir.Type):
            raise TypeError(f"ConstantOp: result must be an mlir.ir.Type, got {type(result).__name__}")
        if not isinstance(value, _ir.Attribute):
            value = _number_attr(result, value)
        # The generated builder infers the result type from the typed value.
        super().__init__(value, loc=loc, ip=ip)

    @classmethod
    def create_index(cls, value, *, loc=None, ip=None):
        """An index constant."""
        return cls(_ir.IndexType.get(), value, loc=loc, ip=ip)

    @property
    def type(self):
        return self.results[0].type

    @property
    def value(self):
        return self.attributes["value"]

    @property
    def literal_value(self):
        """The value as a Python int or float (scalar constants only)."""
        attr = self.value
        if _ir.IntegerAttr.isinstance(attr):
            return _ir.IntegerAttr(attr).value
        if _ir.FloatAttr.isinstance(attr):
            return _ir.FloatAttr(attr).value
        raise ValueError(f"only integer and float constants have literal values, not {attr}")


def _number_attr(result, value):
    elem = _element_type(result)
    if isinstance(value, bool) or isinstance(value, int):
        if _is_integer_like(elem):
            scalar = _ir.IntegerAttr.get(elem, int(value))
        elif _is_float(elem):
            scalar = _ir.FloatAttr.get(elem, float(value))
        else:
            raise TypeError(f"ConstantOp: cannot make a {elem} constant from {value!r}")
    elif isinstance(value, float):
        if not _is_float(elem):
            raise TypeError(f"ConstantOp: a float value needs a float type, got {elem}")
        scalar = _ir.FloatAttr.get(elem, value)
    elif _ir.ShapedType.isinstance(result) and hasattr(value, "__len__"):
        # An array (array.array, numpy...) of the shaped type's elements.
        return _ir.DenseElementsAttr.get(value, type=result)
    else:
        raise TypeError(f"ConstantOp: expected an Attribute, int or float value, got {type(value).__name__}")
    if elem is not result and _ir.ShapedType.isinstance(result):
        return _ir.DenseElementsAttr.get_splat(result, scalar)
    return scalar


def constant(result, value, *, loc=None, ip=None):
    """arith.constant as a builder function: returns the result Value."""
    return get_op_result_or_op_results(ConstantOp(result, value, loc=loc, ip=ip))
