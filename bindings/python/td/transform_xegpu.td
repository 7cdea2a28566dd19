// Op bindings source of mlir.dialects.transform.xegpu (-bind-dialect=transform -dialect-extension=xegpu; LLVM 22 on).
#ifndef MLIRC_PYTHON_TRANSFORM_XEGPU_OPS
#define MLIRC_PYTHON_TRANSFORM_XEGPU_OPS
include "mlir/Dialect/XeGPU/TransformOps/XeGPUTransformOps.td"
#endif
