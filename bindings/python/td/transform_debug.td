// Op bindings source of mlir.dialects.transform.debug (-bind-dialect=transform -dialect-extension=debug).
#ifndef MLIRC_PYTHON_TRANSFORM_DEBUG_OPS
#define MLIRC_PYTHON_TRANSFORM_DEBUG_OPS
include "mlir/Dialect/Transform/DebugExtension/DebugExtensionOps.td"
#endif
