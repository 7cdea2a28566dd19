// Op/enum bindings source of mlir.dialects.llvm (mlir-tblgen -gen-python-op-bindings -bind-dialect=llvm).
#ifndef MLIRC_PYTHON_LLVM_OPS
#define MLIRC_PYTHON_LLVM_OPS
include "mlir/Dialect/LLVMIR/LLVMOps.td"
include "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td"
#endif
