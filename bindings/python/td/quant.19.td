// quant.td for LLVM 19 (td/<ns>.<llvm major>.td replaces td/<ns>.td): its quant dialect has no IR/ directory.
#ifndef MLIRC_PYTHON_QUANT_OPS
#define MLIRC_PYTHON_QUANT_OPS
include "mlir/Dialect/Quant/QuantOps.td"
#endif
