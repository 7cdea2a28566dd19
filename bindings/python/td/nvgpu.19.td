// nvgpu.td for LLVM 19 (td/<ns>.<llvm major>.td replaces td/<ns>.td): its ops are in NVGPU.td.
#ifndef MLIRC_PYTHON_NVGPU_OPS
#define MLIRC_PYTHON_NVGPU_OPS
include "mlir/Dialect/NVGPU/IR/NVGPU.td"
#endif
