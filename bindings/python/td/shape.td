// Op/enum bindings source of mlir.dialects.shape (mlir-tblgen -gen-python-op-bindings -bind-dialect=shape).
#ifndef MLIRC_PYTHON_SHAPE_OPS
#define MLIRC_PYTHON_SHAPE_OPS
include "mlir/Dialect/Shape/IR/ShapeOps.td"
#endif
