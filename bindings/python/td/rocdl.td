// Op/enum bindings source of mlir.dialects.rocdl (mlir-tblgen -gen-python-op-bindings -bind-dialect=rocdl).
#ifndef MLIRC_PYTHON_ROCDL_OPS
#define MLIRC_PYTHON_ROCDL_OPS
include "mlir/Dialect/LLVMIR/ROCDLOps.td"
#endif
