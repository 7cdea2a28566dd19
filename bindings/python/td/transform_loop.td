// Op bindings source of mlir.dialects.transform.loop (-bind-dialect=transform -dialect-extension=loop).
#ifndef MLIRC_PYTHON_TRANSFORM_LOOP_OPS
#define MLIRC_PYTHON_TRANSFORM_LOOP_OPS
include "mlir/Dialect/SCF/TransformOps/SCFTransformOps.td"
#endif
