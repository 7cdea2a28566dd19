// Op bindings source of mlir.dialects.transform.tensor (-bind-dialect=transform -dialect-extension=tensor).
#ifndef MLIRC_PYTHON_TRANSFORM_TENSOR_OPS
#define MLIRC_PYTHON_TRANSFORM_TENSOR_OPS
include "mlir/Dialect/Tensor/TransformOps/TensorTransformOps.td"
#endif
