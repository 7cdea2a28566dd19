// Enum bindings source of mlir.dialects.transform (FailurePropagationMode...).
#ifndef MLIRC_PYTHON_TRANSFORM_ENUMS
#define MLIRC_PYTHON_TRANSFORM_ENUMS
include "mlir/Dialect/Transform/IR/TransformAttrs.td"
#endif
