// Op/enum bindings source of mlir.dialects.sparse_tensor (mlir-tblgen -gen-python-op-bindings -bind-dialect=sparse_tensor).
#ifndef MLIRC_PYTHON_SPARSE_TENSOR_OPS
#define MLIRC_PYTHON_SPARSE_TENSOR_OPS
include "mlir/Dialect/SparseTensor/IR/SparseTensorOps.td"
#endif
