// Op/enum bindings source of mlir.dialects.nvgpu (mlir-tblgen -gen-python-op-bindings -bind-dialect=nvgpu).
#ifndef MLIRC_PYTHON_NVGPU_OPS
#define MLIRC_PYTHON_NVGPU_OPS
include "mlir/Dialect/NVGPU/IR/NVGPU.td"
#endif
