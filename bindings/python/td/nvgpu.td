// Op/enum bindings source of mlir.dialects.nvgpu (mlir-tblgen -gen-python-op-bindings -bind-dialect=nvgpu);
// nvgpu.19.td replaces it for LLVM 19, whose ops are in NVGPU.td.
#ifndef MLIRC_PYTHON_NVGPU_OPS
#define MLIRC_PYTHON_NVGPU_OPS
include "mlir/Dialect/NVGPU/IR/NVGPUOps.td"
#endif
