// Enum bindings source of mlir.dialects.transform.structured (MatchInterfaceEnum...).
#ifndef MLIRC_PYTHON_TRANSFORM_STRUCTURED_ENUMS
#define MLIRC_PYTHON_TRANSFORM_STRUCTURED_ENUMS
include "mlir/Dialect/Linalg/TransformOps/LinalgTransformEnums.td"
#endif
