// Op bindings source of mlir.dialects.transform.pdl (-bind-dialect=transform -dialect-extension=pdl).
#ifndef MLIRC_PYTHON_TRANSFORM_PDL_OPS
#define MLIRC_PYTHON_TRANSFORM_PDL_OPS
include "mlir/Dialect/Transform/PDLExtension/PDLExtensionOps.td"
#endif
