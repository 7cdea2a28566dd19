"""What differs between the LLVM majors this package can be built for.

The package follows the Python API of upstream MLIR's bindings of the LLVM it
was built against.  Each difference the pure-Python modules make is one named
switch here, so code tests `api_version.X`, never a version number.
"""

from ._config import LLVM_MAJOR

__all__ = ["LLVM_MAJOR"]

# mlir.dialects.transform's op functions (sequence, named_sequence, ...) take
# the hand-written op classes' arguments.
TRANSFORM_OP_FUNCTIONS_WRAP_CLASSES = LLVM_MAJOR >= 22
# mlir.rewrite has GreedyRewriteConfig (apply_patterns_and_fold_greedily's config=).
HAS_GREEDY_REWRITE_CONFIG = LLVM_MAJOR >= 22
