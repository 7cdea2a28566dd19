// Op/enum bindings source of mlir.dialects.tensor (mlir-tblgen -gen-python-op-bindings -bind-dialect=tensor).
#ifndef MLIRC_PYTHON_TENSOR_OPS
#define MLIRC_PYTHON_TENSOR_OPS
include "mlir/Dialect/Tensor/IR/TensorOps.td"
#endif
