"""mlir.dialects.func: generated op classes of the func dialect plus the
helpers users expect from upstream (FuncOp from a name and a FunctionType,
add_entry_block, entry_block, arguments, type; CallOp from a FuncOp;
FuncOp.from_py_func)."""

from ._loader import load as _load

_load()

from ._func_ops_gen import *  # noqa: F401,F403
from ._func_ops_gen import _Dialect, CallOp as _CallOp, ConstantOp as _ConstantOp, FuncOp as _FuncOp
from ._ods_common import _cext, get_op_result_or_value, get_op_results_or_values
from ._function_op import FunctionOpProperties as _FunctionOpProperties, function_type as _function_type, \
    symbol_attributes as _symbol_attributes

from .._mlir_libs import api_version as _api_version

import inspect as _inspect

_ir = _cext.ir

ARGUMENT_ATTRIBUTE_NAME = "arg_attrs"
RESULT_ATTRIBUTE_NAME = "res_attrs"


@_cext.register_operation(_Dialect, replace=True)
class FuncOp(_FuncOp):
    """func.func.  FuncOp(name, FunctionType or (inputs, results), *,
    visibility=None, body_builder=None): with body_builder, an entry block is
    added and body_builder(func_op) runs with the insertion point inside it."""

    def __init__(self, name, type, *, visibility=None, body_builder=None, loc=None, ip=None):
        sym_name, vis = _symbol_attributes(name, visibility)
        type_attr = _ir.TypeAttr.get(_function_type(type, "FuncOp"))
        super().__init__(sym_name, type_attr, sym_visibility=vis, loc=loc, ip=ip)
        if body_builder is not None:
            entry = self.add_entry_block()
            with _ir.InsertionPoint(entry):
                body_builder(self)

    is_external = _FunctionOpProperties.is_external
    body = _FunctionOpProperties.body
    type = _FunctionOpProperties.type
    name = _FunctionOpProperties.name

    @property
    def visibility(self):
        return self.attributes["sym_visibility"] if "sym_visibility" in self.attributes else None

    @property
    def entry_block(self):
        if self.is_external:
            raise IndexError("External function does not have a body")
        return self.regions[0].blocks[0]

    def add_entry_block(self, arg_locs=None):
        """Adds the entry block, with one argument per input of the function
        type, and returns it."""
        if not self.is_external:
            raise IndexError("The function already has an entry block!")
        return self.body.blocks.append(*self.type.inputs, arg_locs=arg_locs)

    @property
    def arguments(self):
        return self.entry_block.arguments

    @property
    def arg_attrs(self):
        if ARGUMENT_ATTRIBUTE_NAME in self.attributes:
            return self.attributes[ARGUMENT_ATTRIBUTE_NAME]
        if _api_version.FUNC_ARG_ATTRS_DEFAULT_EMPTY:
            return _ir.ArrayAttr.get([_ir.DictAttr.get({}) for _ in self.type.inputs])
        return None

    @arg_attrs.setter
    def arg_attrs(self, attribute):
        if not isinstance(attribute, _ir.ArrayAttr):
            attribute = _ir.ArrayAttr.get(list(attribute))
        self.attributes[ARGUMENT_ATTRIBUTE_NAME] = attribute

    @property
    def result_attrs(self):
        return self.attributes[RESULT_ATTRIBUTE_NAME] if RESULT_ATTRIBUTE_NAME in self.attributes else None

    @result_attrs.setter
    def result_attrs(self, attribute):
        if not isinstance(attribute, _ir.ArrayAttr):
            attribute = _ir.ArrayAttr.get(list(attribute))
        self.attributes[RESULT_ATTRIBUTE_NAME] = attribute

    @classmethod
    def from_py_func(cls, *inputs, results=None, name=None):
        """Decorator: defines a func.func at the current insertion point whose
        body is the decorated Python function, called with the block
        arguments (and `func_op=` if it takes that keyword).  Returned values
        become the func.return operands; with results=None the result types
        are inferred from them.  The decorated function gets `func_op`."""

        def decorator(f):
            symbol_name = name if name is not None else f.__name__
            params = _inspect.signature(f).parameters
            pass_op = "func_op" in params or any(p.kind == p.VAR_KEYWORD for p in params.values())
            inferred = results is None
            func_op = cls(symbol_name, (list(inputs), [] if inferred else list(results)))
            with _ir.InsertionPoint(func_op.add_entry_block()):
                args = list(func_op.arguments)
                kwargs = {"func_op": func_op} if pass_op else {}
                ret = f(*args, **kwargs)
                if not inferred:
                    # The body builds its own func.return.
                    if ret is not None:
                        raise AssertionError("Capturing a python function with explicit `results=` requires that "
                                             "the wrapped function returns None.")
                    values = None
                elif ret is None:
                    values = []
                elif isinstance(ret, (tuple, list)):
                    values = list(ret)
                elif isinstance(ret, _ir.OpView) or isinstance(ret, _ir.Operation):
                    values = list(ret.results)
                else:
                    values = [ret]
                if values is not None:
                    values = [get_op_result_or_value(v) for v in values]
                    ReturnOp(values)
            if inferred:
                func_op.attributes["function_type"] = _ir.TypeAttr.get(
                    _ir.FunctionType.get(inputs=list(inputs), results=[v.type for v in values]))

            def call(*call_args):
                return CallOp(func_op, list(call_args))

            call.func_op = func_op
            call.__name__ = f.__name__
            call.__doc__ = f.__doc__
            return call

        return decorator


@_cext.register_operation(_Dialect, replace=True)
class ConstantOp(_ConstantOp):
    """func.constant: ConstantOp(function_type, symbol name or
    FlatSymbolRefAttr); `type` is its function type."""

    @property
    def type(self):
        return self.results[0].type


@_cext.register_operation(_Dialect, replace=True)
class CallOp(_CallOp):
    """func.call.  CallOp(func_op, arguments) takes the callee and result
    types from a FuncOp; CallOp(result_types, callee, arguments) names the
    callee with a str or FlatSymbolRefAttr."""

    def __init__(self, calleeOrResults, argumentsOrCallee, arguments=None, *, loc=None, ip=None):
        if isinstance(calleeOrResults, FuncOp):
            if arguments is not None:
                raise ValueError("CallOp(func_op, arguments): unexpected third argument")
            callee = _ir.FlatSymbolRefAttr.get(calleeOrResults.name.value)
            super().__init__(list(calleeOrResults.type.results), callee,
                             get_op_results_or_values(argumentsOrCallee), loc=loc, ip=ip)
            return
        if arguments is None:
            raise ValueError("CallOp(result_types, callee, arguments): arguments missing")
        callee = argumentsOrCallee
        if isinstance(callee, str):
            callee = _ir.FlatSymbolRefAttr.get(callee)
        super().__init__(list(calleeOrResults), callee, get_op_results_or_values(arguments), loc=loc, ip=ip)


# `@func.func(*input_types, results=None, name=None)`: the decorator form
# users know from upstream (FuncOp.from_py_func); it replaces the generated
# builder function of the same name.
func = FuncOp.from_py_func
