// Op/enum bindings source of mlir.dialects.gpu (mlir-tblgen -gen-python-op-bindings -bind-dialect=gpu).
#ifndef MLIRC_PYTHON_GPU_OPS
#define MLIRC_PYTHON_GPU_OPS
include "mlir/Dialect/GPU/IR/GPUOps.td"
#endif
