// Op/enum bindings source of mlir.dialects.amdgpu (mlir-tblgen -gen-python-op-bindings -bind-dialect=amdgpu).
#ifndef MLIRC_PYTHON_AMDGPU_OPS
#define MLIRC_PYTHON_AMDGPU_OPS
include "mlir/Dialect/AMDGPU/IR/AMDGPU.td"
#endif
