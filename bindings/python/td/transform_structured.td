// Op bindings source of mlir.dialects.transform.structured (-bind-dialect=transform -dialect-extension=structured).
#ifndef MLIRC_PYTHON_TRANSFORM_STRUCTURED_OPS
#define MLIRC_PYTHON_TRANSFORM_STRUCTURED_OPS
include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.td"
#endif
