// Op bindings source of mlir.dialects.transform.vector (-bind-dialect=transform -dialect-extension=vector).
#ifndef MLIRC_PYTHON_TRANSFORM_VECTOR_OPS
#define MLIRC_PYTHON_TRANSFORM_VECTOR_OPS
include "mlir/Dialect/Vector/TransformOps/VectorTransformOps.td"
#endif
