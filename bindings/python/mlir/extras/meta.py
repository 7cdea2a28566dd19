"""Decorators that build the region of an op from a Python function:

    generate = region_op(tensor.GenerateOp, terminator=lambda rs: tensor.YieldOp(rs[0]))

    @generate(T.tensor(S, 3, T.index()), dynamic_extents=[n])
    def table(i: T.index(), j: T.index()):
        return arith.addi(i, j)

`table` is then the op's result.  The function's parameters become the
arguments of the region's entry block, typed by their annotations (a Type, or
a callable returning one such as `T.index`); what it returns goes to the
terminator.
"""

import inspect
from functools import wraps

from ..ir import InsertionPoint, Operation, OpView, Type, Value

__all__ = ["op_region_builder", "region_op"]


def _annotated_types(body_builder):
    types = []
    for param in inspect.signature(body_builder).parameters.values():
        t = param.annotation
        if t is not inspect.Parameter.empty and not isinstance(t, Type) and callable(t):
            t = t()
        if not isinstance(t, Type):
            raise TypeError(
                "%s: parameter '%s' needs an mlir.ir.Type annotation (the type of its block argument)"
                % (getattr(body_builder, "__name__", "body"), param.name)
            )
        types.append(t)
    return types


def _as_list(results):
    if results is None:
        return []
    if isinstance(results, (Value, Operation, OpView)):
        return [results]
    return list(results)


def _op_results(op):
    results = op.results
    if len(results) == 1:
        return results[0]
    if len(results) == 0:
        return op
    return list(results)


def op_region_builder(op, op_region, terminator=None):
    """A decorator that fills `op_region` (of `op`) from a function: the
    entry block gets the annotated argument types (an existing entry block
    is used as it is), the function runs at its end, and `terminator`, if
    given, is called with the list of values it returned.  The decorated
    name becomes the op's result (a Value, a list of them, or the op)."""

    def builder_wrapper(body_builder):
        if len(op_region.blocks) == 0:
            block = op_region.blocks.append(*_annotated_types(body_builder))
        else:
            block = op_region.blocks[0]
        with InsertionPoint(block):
            results = body_builder(*block.arguments)
            if terminator is not None:
                terminator(_as_list(results))
        return _op_results(op)

    return builder_wrapper


def region_op(op_constructor, terminator=None):
    """Turns `op_constructor` (an op class, or a function returning an op or
    its result) into a decorator factory: `@made(*args, **kwargs)` builds the
    op with those arguments and its first region from the decorated
    function; `@made` alone builds it with none."""

    def op_decorator(*args, **kwargs):
        def build(body_builder):
            _annotated_types(body_builder)  # before building anything
            op = op_constructor(*args, **kwargs)
            if isinstance(op, Value):
                op = op.owner
            elif isinstance(op, (list, tuple)) and op and isinstance(op[0], Value):
                op = op[0].owner
            if not isinstance(op, (Operation, OpView)):
                raise TypeError("region_op: %r did not build an operation" % (op_constructor,))
            return op_region_builder(op, op.regions[0], terminator)(body_builder)

        return build

    @wraps(op_constructor)
    def maybe_no_args(*args, **kwargs):
        if len(args) == 1 and not kwargs and inspect.isfunction(args[0]):
            return op_decorator()(args[0])
        return op_decorator(*args, **kwargs)

    return maybe_no_args
