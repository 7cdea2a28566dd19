// Enum bindings source of mlir.dialects.vector (its attributes only; VectorOps.td includes the arith ones too).
#ifndef MLIRC_PYTHON_VECTOR_ENUMS
#define MLIRC_PYTHON_VECTOR_ENUMS
include "mlir/Dialect/Vector/IR/VectorAttributes.td"
#endif
