// Op bindings source of mlir.dialects.transform (mlir-tblgen -gen-python-op-bindings -bind-dialect=transform).
#ifndef MLIRC_PYTHON_TRANSFORM_OPS
#define MLIRC_PYTHON_TRANSFORM_OPS
include "mlir/Dialect/Transform/IR/TransformOps.td"
#endif
