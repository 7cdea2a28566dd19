// Op/enum bindings source of mlir.dialects.quant (mlir-tblgen -gen-python-op-bindings -bind-dialect=quant);
// quant.19.td replaces it for LLVM 19, whose quant dialect has no IR/ directory.
#ifndef MLIRC_PYTHON_QUANT_OPS
#define MLIRC_PYTHON_QUANT_OPS
include "mlir/Dialect/Quant/IR/QuantOps.td"
#endif
