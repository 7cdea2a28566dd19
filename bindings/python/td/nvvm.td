// Op/enum bindings source of mlir.dialects.nvvm (mlir-tblgen -gen-python-op-bindings -bind-dialect=nvvm).
#ifndef MLIRC_PYTHON_NVVM_OPS
#define MLIRC_PYTHON_NVVM_OPS
include "mlir/Dialect/LLVMIR/NVVMOps.td"
#endif
