"""mlir.rewrite: rewrite patterns (PDL pattern modules and, where the C API
has them, patterns written in Python), frozen pattern sets, the greedy and
walk pattern drivers and an IRRewriter, on the rewrite C API of the Core
component (implemented in _mlir_libs._mlir, libMLIRCorePublicAPI only).

    pdl = PDLModule(module_holding_pdl_patterns)
    apply_patterns_and_fold_greedily(payload_module, pdl.freeze())

    def to_muli(op, rewriter):          # None: rewritten; True: no match
        with rewriter.ip:
            new = arith.muli(op.lhs, op.rhs, loc=op.location)
        rewriter.replace_op(op, new.owner)
    patterns = RewritePatternSet()
    patterns.add(arith.AddIOp, to_muli)
    apply_patterns_and_fold_greedily(module, patterns.freeze(), GreedyRewriteConfig())
"""

import enum

from ._mlir_libs import _mlir as _cext
from ._mlir_libs import api_version as _api

_rw = _cext.rewrite
PDLModule = _rw.PDLModule
FrozenRewritePatternSet = _rw.FrozenRewritePatternSet
IRRewriter = _rw.IRRewriter
apply_patterns_and_fold_greedily = _rw.apply_patterns_and_fold_greedily

__all__ = ["PDLModule", "FrozenRewritePatternSet", "IRRewriter", "apply_patterns_and_fold_greedily"]

# Python patterns and the walk driver, where the C API offers them.
for _name in ("RewritePatternSet", "PatternRewriter", "walk_and_apply_patterns"):
    if hasattr(_rw, _name):
        globals()[_name] = getattr(_rw, _name)
        __all__.append(_name)
del _name

if _api.HAS_GREEDY_REWRITE_CONFIG:

    class GreedyRewriteStrictness(enum.Enum):
        """Which operations the greedy driver may rewrite."""

        ANY_OP = 0
        EXISTING_AND_NEW_OPS = 1
        EXISTING_OPS = 2

    class GreedySimplifyRegionLevel(enum.Enum):
        """How much region simplification the greedy driver does."""

        DISABLED = 0
        NORMAL = 1
        AGGRESSIVE = 2

    class GreedyRewriteConfig:
        """Options of apply_patterns_and_fold_greedily (MLIR's defaults);
        -1 means no limit for max_iterations and max_num_rewrites."""

        def __init__(self):
            self.max_iterations = 10
            self.max_num_rewrites = -1
            self.use_top_down_traversal = False
            self.enable_folding = True
            self.strictness = GreedyRewriteStrictness.ANY_OP
            self.region_simplification_level = GreedySimplifyRegionLevel.NORMAL
            self.enable_constant_cse = True

        def __setattr__(self, name, value):
            kinds = {
                "max_iterations": int, "max_num_rewrites": int, "use_top_down_traversal": bool,
                "enable_folding": bool, "enable_constant_cse": bool,
                "strictness": GreedyRewriteStrictness, "region_simplification_level": GreedySimplifyRegionLevel,
            }
            if name not in kinds:
                raise AttributeError("GreedyRewriteConfig has no option %r" % name)
            if not isinstance(value, kinds[name]):
                raise TypeError("%s: expected %s, got %s" % (name, kinds[name].__name__, type(value).__name__))
            object.__setattr__(self, name, value)

    __all__ += ["GreedyRewriteStrictness", "GreedySimplifyRegionLevel", "GreedyRewriteConfig"]
