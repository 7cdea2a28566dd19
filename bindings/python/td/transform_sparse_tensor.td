// Op bindings source of mlir.dialects.transform.sparse_tensor (-bind-dialect=transform -dialect-extension=sparse_tensor).
#ifndef MLIRC_PYTHON_TRANSFORM_SPARSE_TENSOR_OPS
#define MLIRC_PYTHON_TRANSFORM_SPARSE_TENSOR_OPS
include "mlir/Dialect/SparseTensor/TransformOps/SparseTensorTransformOps.td"
#endif
