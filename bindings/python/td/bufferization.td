// Op bindings source of mlir.dialects.bufferization (mlir-tblgen -gen-python-op-bindings -bind-dialect=bufferization).
#ifndef MLIRC_PYTHON_BUFFERIZATION_OPS
#define MLIRC_PYTHON_BUFFERIZATION_OPS
include "mlir/Dialect/Bufferization/IR/BufferizationOps.td"
#endif
