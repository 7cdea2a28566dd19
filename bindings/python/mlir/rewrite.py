"""mlir.rewrite: PDL pattern modules, frozen pattern sets, the greedy pattern
driver and an IRRewriter, on the rewrite C API of the Core component
(implemented in _mlir_libs._mlir, libMLIRCorePublicAPI only).

    pdl = PDLModule(module_holding_pdl_patterns)
    apply_patterns_and_fold_greedily(payload_module, pdl.freeze())
"""

from ._mlir_libs import _mlir as _cext

_rw = _cext.rewrite
PDLModule = _rw.PDLModule
FrozenRewritePatternSet = _rw.FrozenRewritePatternSet
IRRewriter = _rw.IRRewriter
apply_patterns_and_fold_greedily = _rw.apply_patterns_and_fold_greedily

__all__ = ["PDLModule", "FrozenRewritePatternSet", "IRRewriter", "apply_patterns_and_fold_greedily"]
