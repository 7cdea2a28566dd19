// Enum bindings source of mlir.dialects.bufferization (LayoutMapOption).
#ifndef MLIRC_PYTHON_BUFFERIZATION_ENUMS
#define MLIRC_PYTHON_BUFFERIZATION_ENUMS
include "mlir/Dialect/Bufferization/IR/BufferizationEnums.td"
#endif
