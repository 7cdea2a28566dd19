"""mlir.dialects.transform.extras: building transform scripts with handles.

Handles are mlir.ir.Values (so they go wherever a Value does) with methods
that create transform ops at the current insertion point and return new
handles:

    OpHandle.get_result(indices=0) -> ValueHandle       (transform.get_result)
    ValueHandle.get_defining_op() -> OpHandle           (transform.get_defining_op)
    OpHandle.match_ops(ops) -> OpHandle                 (transform.structured.match)
    OpHandle.print(name=None)                           (transform.print)
    constant_param(value) -> ParamHandle                (transform.param.constant)

insert_transform_script(block_or_ip, script, dump_script=False) wraps
`script(root_handle)` in a `transform.named_sequence @__transform_main`.
The decorators sequence(...), named_sequence(...) and apply_patterns(target)
build the op and run the decorated function inside its body; they return
the op.
"""

import inspect as _inspect

from .... import ir as _ir
from .. import (
    AnyOpType,
    AnyParamType,
    AnyValueType,
    ApplyPatternsOp,
    GetDefiningOp,
    GetResultOp,
    NamedSequenceOp,
    OperationType,
    ParamConstantOp,
    ParamType,
    PrintOp,
    SequenceOp,
    YieldOp,
)
from ..structured import MatchInterfaceEnum, MatchOp as _MatchOp


class Handle(_ir.Value):
    """A transform handle: an mlir.ir.Value remembering the handle it was
    derived from (`parent`) and those derived from it (`children`)."""

    def __new__(cls, value, *, parent=None, children=None):
        return super().__new__(cls, value)

    def __init__(self, value, *, parent=None, children=None):
        self.parent = parent
        self.children = list(children) if children is not None else []
        if parent is not None:
            parent.children.append(self)


class ParamHandle(Handle):
    """A handle to transform parameters (!transform.param / any_param)."""


class ValueHandle(Handle):
    """A handle to payload values."""

    def get_defining_op(self):
        """transform.get_defining_op: a handle to the ops defining the values."""
        op = GetDefiningOp(AnyOpType.get(), self)
        return OpHandle(op.result, parent=self)


def _match_spec(ops):
    """(names, interface, result type) of a match_ops argument."""
    interface_names = {e.name: e for e in MatchInterfaceEnum}
    if isinstance(ops, MatchInterfaceEnum):
        return None, ops, AnyOpType.get()
    if isinstance(ops, str) and ops in interface_names:
        return None, interface_names[ops], AnyOpType.get()
    single = not isinstance(ops, (list, tuple))
    names = []
    for op in [ops] if single else ops:
        if isinstance(op, str):
            names.append(op)
        elif isinstance(op, type) and issubclass(op, _ir.OpView) and isinstance(getattr(op, "OPERATION_NAME", None), str):
            names.append(op.OPERATION_NAME)
        else:
            raise TypeError(f"match_ops: expected an op name, an OpView class or a MatchInterfaceEnum, got {op!r}")
    result = OperationType.get(names[0]) if len(names) == 1 else AnyOpType.get()
    return names, None, result


class OpHandle(Handle):
    """A handle to payload operations."""

    def get_result(self, indices=0):
        """transform.get_result: a handle to the results at `indices` (an int
        or a list of ints) of the payload ops."""
        indices = [indices] if isinstance(indices, int) else list(indices)
        op = GetResultOp(AnyValueType.get(), self, _ir.DenseI64ArrayAttr.get(indices))
        return ValueHandle(op.result, parent=self)

    def match_ops(self, ops):
        """transform.structured.match in these ops: `ops` is an op name, an
        OpView class, a list of those, or an interface (MatchInterfaceEnum or
        its name).  A single op name gives a !transform.op<name> handle."""
        names, interface, result = _match_spec(ops)
        kwargs = {"interface": interface} if interface is not None else {
            "ops": _ir.ArrayAttr.get([_ir.StringAttr.get(n) for n in names])}
        op = _MatchOp.__base__(result, self, **kwargs)
        return OpHandle(op.result, parent=self)

    def print(self, name=None):
        """transform.print of the payload ops (with `name` as its label)."""
        PrintOp(target=self, name=name)
        return self


def constant_param(value):
    """transform.param.constant: an int becomes an i64 parameter; an
    IntegerAttr a parameter of its type; other attributes !transform.any_param."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = _ir.IntegerAttr.get(_ir.IntegerType.get_signless(64), value)
    if not isinstance(value, _ir.Attribute):
        raise TypeError(f"constant_param: expected an int or an mlir.ir.Attribute, got {value!r}")
    if _ir.IntegerAttr.isinstance(value):
        param_type = ParamType.get(_ir.IntegerAttr(value).type)
    else:
        param_type = AnyParamType.get()
    op = ParamConstantOp(param_type, value)
    return ParamHandle(op.result)


def insert_transform_script(block_or_insertion_point, script, dump_script=False):
    """Creates `transform.named_sequence @__transform_main(%root:
    !transform.any_op)` at the end of a Block (or at an InsertionPoint) and
    fills it by calling script(OpHandle(%root)); prints it when dump_script."""
    if isinstance(block_or_insertion_point, _ir.Block):
        ip = _ir.InsertionPoint(block_or_insertion_point)
    elif isinstance(block_or_insertion_point, _ir.InsertionPoint):
        ip = block_or_insertion_point
    else:
        raise TypeError("insert_transform_script: expected an mlir.ir.Block or InsertionPoint, got "
                        f"{type(block_or_insertion_point).__name__}")
    with ip:
        named_sequence_op = NamedSequenceOp("__transform_main", [AnyOpType.get()], [])
    with _ir.InsertionPoint(named_sequence_op.body):
        script(OpHandle(named_sequence_op.bodyTarget))
        YieldOp([])
    if dump_script:
        print(named_sequence_op)
    return named_sequence_op


# ---- decorators --------------------------------------------------------------------------
def _annotated_types(fn):
    types = []
    for p in _inspect.signature(fn).parameters.values():
        if not isinstance(p.annotation, _ir.Type):
            raise TypeError(f"{fn.__name__}: parameter '{p.name}' needs an mlir.ir.Type annotation")
        types.append(p.annotation)
    return types


def _fill_body(block, fn):
    """Runs fn(*block arguments) inside `block`, then ends it with a
    transform.yield of what fn returned (unless fn added a terminator)."""
    with _ir.InsertionPoint(block):
        returned = fn(*block.arguments)
        ops = block.operations
        last = ops[len(ops) - 1] if len(ops) else None
        if last is None or not isinstance(last.operation.opview, YieldOp):
            if returned is None:
                returned = []
            elif not isinstance(returned, (list, tuple)):
                returned = [returned]
            YieldOp(list(returned))


def sequence(results, failure_propagation_mode, extra_bindings, *, loc=None, ip=None):
    """@sequence(results, failure_propagation_mode, extra_bindings): a
    transform.sequence whose block arguments take the types annotated on the
    decorated function's parameters (the first is the root)."""

    def decorator(fn):
        types = _annotated_types(fn)
        if not types:
            raise TypeError(f"{fn.__name__}: a sequence body takes at least the root handle")
        extra = list(extra_bindings) if extra_bindings else types[1:]
        op = SequenceOp(failure_propagation_mode, results, types[0], extra, loc=loc, ip=ip)
        _fill_body(op.body, fn)
        return op

    return decorator


def named_sequence(sym_name, input_types, result_types, *, sym_visibility=None, arg_attrs=None, res_attrs=None,
                   loc=None, ip=None):
    """@named_sequence(sym_name, input_types, result_types): a
    transform.named_sequence whose body the decorated function builds."""

    def decorator(fn):
        op = NamedSequenceOp(sym_name, input_types, result_types, sym_visibility=sym_visibility,
                             arg_attrs=arg_attrs, res_attrs=res_attrs, loc=loc, ip=ip)
        _fill_body(op.body, fn)
        return op

    return decorator


def apply_patterns(target, *, loc=None, ip=None):
    """@apply_patterns(target): a transform.apply_patterns whose pattern
    ops the decorated function creates."""

    def decorator(fn):
        op = ApplyPatternsOp(target, loc=loc, ip=ip)
        with _ir.InsertionPoint(op.patterns):
            fn()
        return op

    return decorator
