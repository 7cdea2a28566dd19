// Enum bindings source of mlir.dialects.transform.vector (VectorContractLowering...).
#ifndef MLIRC_PYTHON_TRANSFORM_VECTOR_ENUMS
#define MLIRC_PYTHON_TRANSFORM_VECTOR_ENUMS
include "mlir/Dialect/Vector/Transforms/VectorTransformsBase.td"
#endif
