"""What differs between the LLVM majors this package can be built for.

The package follows the Python API of upstream MLIR's bindings of the LLVM it
was built against.  Each difference the pure-Python modules make is one named
switch here, so code tests `api_version.X`, never a version number.
"""

from ._config import LLVM_MAJOR

__all__ = ["LLVM_MAJOR", "LINALG_OP_QUERIES", "TENSOR_EMPTY_FROM_SIZES", "LLVM_TRANSLATE_TO_LLVMIR"]

# mlir.dialects.linalg has isa_contraction_op, infer_contraction_dimensions...
LINALG_OP_QUERIES = LLVM_MAJOR >= 22
# mlir.dialects.tensor.empty(sizes, element_type) (before: the generated empty(result, dynamic_sizes)).
TENSOR_EMPTY_FROM_SIZES = LLVM_MAJOR >= 22
# mlir.dialects.llvm.translate_module_to_llvmir(module): the LLVM IR text.
LLVM_TRANSLATE_TO_LLVMIR = LLVM_MAJOR >= 22
