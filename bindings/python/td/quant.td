// Op/enum bindings source of mlir.dialects.quant (mlir-tblgen -gen-python-op-bindings -bind-dialect=quant).
#ifndef MLIRC_PYTHON_QUANT_OPS
#define MLIRC_PYTHON_QUANT_OPS
include "mlir/Dialect/Quant/QuantOps.td"
#endif
