// Op/enum bindings source of mlir.dialects.spirv (mlir-tblgen -gen-python-op-bindings -bind-dialect=spirv).
#ifndef MLIRC_PYTHON_SPIRV_OPS
#define MLIRC_PYTHON_SPIRV_OPS
include "mlir/Dialect/SPIRV/IR/SPIRVOps.td"
#endif
