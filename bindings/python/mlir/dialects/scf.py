"""mlir.dialects.scf: generated op classes of the scf dialect plus the
helpers users expect from upstream: ForOp (body, induction_variable,
inner_iter_args), IfOp (then_block, else_block), yield_, for_."""

from ._loader import load as _load

_load()

from ._scf_ops_gen import *  # noqa: F401,F403
from ._scf_ops_gen import _Dialect, ForOp as _ForOp, IfOp as _IfOp, YieldOp as _YieldOp
from ._ods_common import _cext, get_op_result_or_value, get_op_results_or_values, \
    LoopBodyProperties as _LoopBodyProperties

_ir = _cext.ir


def _index_or_value(v):
    """A Value; Python ints become arith.constant index values."""
    if isinstance(v, int) and not isinstance(v, bool):
        from . import arith

        return arith.ConstantOp.create_index(v).result
    return get_op_result_or_value(v)


@_cext.register_operation(_Dialect, replace=True)
class ForOp(_ForOp):
    """scf.for.  ForOp(lower_bound, upper_bound, step, iter_args=None): the
    body block gets the induction variable and one argument per iter_arg;
    the op has one result per iter_arg.  Bounds may be Python ints (index
    constants are created at the current insertion point)."""

    def __init__(self, lower_bound, upper_bound, step, iter_args=None, *, loc=None, ip=None):
        iter_args = get_op_results_or_values(iter_args) if iter_args is not None else []
        lb, ub, st = (_index_or_value(x) for x in (lower_bound, upper_bound, step))
        results = [a.type for a in iter_args]
        super().__init__(results, lb, ub, st, iter_args, loc=loc, ip=ip)
        self.regions[0].blocks.append(lb.type, *results)

    body = _LoopBodyProperties.body
    induction_variable = _LoopBodyProperties.induction_variable
    inner_iter_args = _LoopBodyProperties.inner_iter_args


@_cext.register_operation(_Dialect, replace=True)
class IfOp(_IfOp):
    """scf.if.  IfOp(cond, results=None, *, hasElse=False): creates the then
    block (and the else block when hasElse)."""

    def __init__(self, cond, results_=None, *, hasElse=False, loc=None, ip=None):
        results = list(results_) if results_ else []
        super().__init__(results, get_op_result_or_value(cond), loc=loc, ip=ip)
        self.regions[0].blocks.append()
        if hasElse:
            self.regions[1].blocks.append()

    @property
    def then_block(self):
        return self.regions[0].blocks[0]

    @property
    def else_block(self):
        if len(self.regions[1].blocks) == 0:
            raise IndexError("this scf.if has no else block")
        return self.regions[1].blocks[0]


@_cext.register_operation(_Dialect, replace=True)
class YieldOp(_YieldOp):
    """scf.yield.  YieldOp(values=()): values may be Values or single-result ops."""

    def __init__(self, results_=None, *, loc=None, ip=None):
        super().__init__(get_op_results_or_values(results_ or []), loc=loc, ip=ip)


def yield_(results_=None, *, loc=None, ip=None):
    return YieldOp(results_, loc=loc, ip=ip)


def for_(start, stop=None, step=None, iter_args=None, *, loc=None, ip=None):
    """Python-range-like loop builder:

        for i in scf.for_(0, n, 1): ...            # yields the induction variable
        for i, args, results in scf.for_(0, n, 1, iter_args=[x]): ...

    The body runs once, with the insertion point in the loop body; without
    iter_args an empty scf.yield is added at the end if missing."""
    if stop is None:
        start, stop = 0, start
    if step is None:
        step = 1
    op = ForOp(start, stop, step, iter_args, loc=loc, ip=ip)
    with _ir.InsertionPoint(op.body):
        if iter_args:
            # One iter_arg: its block argument and result alone, not lists.
            args, results = op.inner_iter_args, op.results
            if len(results) == 1:
                yield op.induction_variable, args[0], results[0]
            else:
                yield op.induction_variable, args, results
        else:
            yield op.induction_variable
            ops = op.body.operations
            if len(ops) == 0 or ops[len(ops) - 1].name != "scf.yield":
                YieldOp([])
