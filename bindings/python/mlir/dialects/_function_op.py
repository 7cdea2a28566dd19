"""What func.FuncOp, ml_program.FuncOp and gpu.GPUFuncOp share: the function type from a
FunctionType, a Type or an (inputs, results) tuple, the symbol attributes
from a name and a visibility, and the properties of a function op."""

from ._ods_common import _cext

_ir = _cext.ir


def function_type(type, op_name):
    if isinstance(type, _ir.FunctionType):
        return type
    if isinstance(type, _ir.Type):
        return _ir.FunctionType(type)
    if isinstance(type, tuple) and len(type) == 2:
        inputs, results = type
        return _ir.FunctionType.get(inputs=list(inputs), results=list(results))
    raise TypeError(f"{op_name}: expected a FunctionType or an (inputs, results) tuple, got {type!r}")


def symbol_attributes(name, visibility):
    """(sym_name, sym_visibility) attributes; str() of anything not already
    an Attribute, no visibility attribute for None."""
    sym_name = name if isinstance(name, _ir.Attribute) else _ir.StringAttr.get(str(name))
    vis = None
    if visibility is not None:
        vis = visibility if isinstance(visibility, _ir.Attribute) else _ir.StringAttr.get(str(visibility))
    return sym_name, vis


class FunctionOpProperties:
    """Properties a FuncOp class takes into its own body (`body =
    FunctionOpProperties.body`), so that its base stays the generated class."""

    @property
    def is_external(self):
        return len(self.regions[0].blocks) == 0

    @property
    def body(self):
        return self.regions[0]

    @property
    def name(self):
        return _ir.StringAttr(self.attributes["sym_name"])

    @property
    def type(self):
        return _ir.FunctionType(_ir.TypeAttr(self.attributes["function_type"]).value)
