// Op bindings source of mlir.dialects.transform.gpu (-bind-dialect=transform -dialect-extension=gpu).
#ifndef MLIRC_PYTHON_TRANSFORM_GPU_OPS
#define MLIRC_PYTHON_TRANSFORM_GPU_OPS
include "mlir/Dialect/GPU/TransformOps/GPUTransformOps.td"
#endif
