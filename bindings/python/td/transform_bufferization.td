// Op bindings source of mlir.dialects.transform.bufferization (-bind-dialect=transform -dialect-extension=bufferization).
#ifndef MLIRC_PYTHON_TRANSFORM_BUFFERIZATION_OPS
#define MLIRC_PYTHON_TRANSFORM_BUFFERIZATION_OPS
include "mlir/Dialect/Bufferization/TransformOps/BufferizationTransformOps.td"
#endif
