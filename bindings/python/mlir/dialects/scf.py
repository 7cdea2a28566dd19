"""mlir.dialects.scf: generated op classes of the scf dialect plus the
helpers users expect from upstream: ForOp (body, induction_variable,
inner_iter_args), IfOp (then_block, else_block), yield_, for_; with LLVM 22,
ForallOp (bounds as ints or Values, body, induction_variables, terminator()),
InParallelOp, IndexSwitchOp (its regions and blocks) and index_switch."""

from ._loader import load as _load

_load()

from ._scf_ops_gen import *  # noqa: F401,F403
from ._scf_ops_gen import _Dialect, ForOp as _ForOp, IfOp as _IfOp, YieldOp as _YieldOp
from ._ods_common import _cext, get_op_result_or_value, get_op_results_or_values, get_op_result_or_op_results, \
    LoopBodyProperties as _LoopBodyProperties, IfBlockProperties as _IfBlockProperties, \
    static_and_dynamic as _static_and_dynamic
from .._mlir_libs import api_version as _api_version

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
    """scf.if.  IfOp(cond, results=None, *, has_else=False) (LLVM 19:
    hasElse=): creates the then block (and the else block when asked)."""

    if _api_version.SCF_IF_HAS_ELSE:
        def __init__(self, cond, results_=None, *, has_else=False, loc=None, ip=None):
            self._build(cond, results_, has_else, loc, ip)
    else:
        def __init__(self, cond, results_=None, *, hasElse=False, loc=None, ip=None):
            self._build(cond, results_, hasElse, loc, ip)

    def _build(self, cond, results_, has_else, loc, ip):
        results = list(results_) if results_ else []
        super().__init__(results, get_op_result_or_value(cond), loc=loc, ip=ip)
        self.regions[0].blocks.append()
        if has_else:
            self.regions[1].blocks.append()

    then_block = _IfBlockProperties.then_block
    else_block = _IfBlockProperties.else_block


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


if _api_version.SCF_FORALL_AND_INDEX_SWITCH_BUILDERS:
    from ._scf_ops_gen import ForallOp as _ForallOp, InParallelOp as _InParallelOp, \
        IndexSwitchOp as _IndexSwitchOp

    @_cext.register_operation(_Dialect, replace=True)
    class ForallOp(_ForallOp):
        """scf.forall.  ForallOp(lower_bounds, upper_bounds, steps,
        shared_outs=None, *, mapping=None): one dimension per bound, each an
        int or an index Value; the body block gets one index induction
        variable per dimension, then one argument per shared output, and the
        op one result per shared output."""

        def __init__(self, lower_bounds, upper_bounds, steps, shared_outs=None, *, mapping=None, loc=None,
                     ip=None):
            if not len(lower_bounds) == len(upper_bounds) == len(steps):
                raise ValueError("lower_bounds, upper_bounds and steps must have the same length, got "
                                 f"{len(lower_bounds)}, {len(upper_bounds)} and {len(steps)}")
            shared_outs = get_op_results_or_values(shared_outs) if shared_outs is not None else []
            results = [v.type for v in shared_outs]
            dyn_lbs, lbs = _static_and_dynamic(lower_bounds, "lower_bounds")
            dyn_ubs, ubs = _static_and_dynamic(upper_bounds, "upper_bounds")
            dyn_steps, steps_ = _static_and_dynamic(steps, "steps")
            super().__init__(results, dyn_lbs, dyn_ubs, dyn_steps, lbs, ubs, steps_, shared_outs, mapping=mapping,
                             loc=loc, ip=ip)
            self.regions[0].blocks.append(*([_ir.IndexType.get()] * len(lbs)), *results)

        @property
        def body(self):
            return self.regions[0].blocks[0]

        @property
        def rank(self):
            return len(self.staticLowerBound)

        @property
        def induction_variables(self):
            return self.body.arguments[:self.rank]

        @property
        def inner_iter_args(self):
            return self.body.arguments[self.rank:]

        def terminator(self):
            """Appends the scf.forall.in_parallel terminator to the body."""
            with _ir.InsertionPoint(self.body):
                return InParallelOp()

    @_cext.register_operation(_Dialect, replace=True)
    class InParallelOp(_InParallelOp):
        """scf.forall.in_parallel, with its (empty) block."""

        def __init__(self, *, loc=None, ip=None):
            super().__init__(loc=loc, ip=ip)
            self.regions[0].blocks.append()

        @property
        def block(self):
            return self.regions[0].blocks[0]

    @_cext.register_operation(_Dialect, replace=True)
    class IndexSwitchOp(_IndexSwitchOp):
        """scf.index_switch.  IndexSwitchOp(results, arg, cases): one case
        region per value of `cases` (ints) after the default region, each
        with one empty block."""

        def __init__(self, results, arg, cases, *, loc=None, ip=None):
            cases = [int(c) for c in cases]
            super().__init__(list(results), get_op_result_or_value(arg), cases, len(cases), loc=loc, ip=ip)
            for region in self.regions:
                region.blocks.append()

        @property
        def default_region(self):
            return self.regions[0]

        @property
        def default_block(self):
            return self.default_region.blocks[0]

        @property
        def case_regions(self):
            return list(self.regions)[1:]

        def case_region(self, i):
            return self.case_regions[i]

        @property
        def case_blocks(self):
            return [region.blocks[0] for region in self.case_regions]

    def index_switch(results, arg, cases, case_body_builder=None, default_body_builder=None, *, loc=None,
                     ip=None):
        """An scf.index_switch whose default block is filled by
        default_body_builder(op) and each case's block by
        case_body_builder(op, case_index, case_value), each at the start of
        its block; returns the op's single result, its results, or the op
        when it has none."""
        cases = list(cases)
        op = IndexSwitchOp(results, arg, cases, loc=loc, ip=ip)
        if default_body_builder is not None:
            with _ir.InsertionPoint(op.default_block):
                default_body_builder(op)
        if case_body_builder is not None:
            for i, (block, value) in enumerate(zip(op.case_blocks, cases)):
                with _ir.InsertionPoint(block):
                    case_body_builder(op, i, value)
        return get_op_result_or_op_results(op)
