// Op bindings source of mlir.dialects.transform.nvgpu (-bind-dialect=transform -dialect-extension=nvgpu).
#ifndef MLIRC_PYTHON_TRANSFORM_NVGPU_OPS
#define MLIRC_PYTHON_TRANSFORM_NVGPU_OPS
include "mlir/Dialect/NVGPU/TransformOps/NVGPUTransformOps.td"
#endif
