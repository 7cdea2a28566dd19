// Op/enum bindings source of mlir.dialects.vector (mlir-tblgen -gen-python-op-bindings -bind-dialect=vector).
#ifndef MLIRC_PYTHON_VECTOR_OPS
#define MLIRC_PYTHON_VECTOR_OPS
include "mlir/Dialect/Vector/IR/VectorOps.td"
#endif
