// Op bindings source of mlir.dialects.transform.memref (-bind-dialect=transform -dialect-extension=memref).
#ifndef MLIRC_PYTHON_TRANSFORM_MEMREF_OPS
#define MLIRC_PYTHON_TRANSFORM_MEMREF_OPS
include "mlir/Dialect/MemRef/TransformOps/MemRefTransformOps.td"
#endif
