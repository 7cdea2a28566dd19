// linalg.td for LLVM 19 (td/<ns>.<llvm major>.td replaces td/<ns>.td): no LinalgRelayoutOps.td yet.
#ifndef MLIRC_PYTHON_LINALG_OPS
#define MLIRC_PYTHON_LINALG_OPS
include "mlir/Dialect/Linalg/IR/LinalgOps.td"
include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td"
#endif
