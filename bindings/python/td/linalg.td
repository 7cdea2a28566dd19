// Op/enum bindings source of mlir.dialects.linalg (mlir-tblgen -gen-python-op-bindings -bind-dialect=linalg);
// linalg.pack and linalg.unpack live in their own file since LLVM 20.
#ifndef MLIRC_PYTHON_LINALG_OPS
#define MLIRC_PYTHON_LINALG_OPS
include "mlir/Dialect/Linalg/IR/LinalgOps.td"
include "mlir/Dialect/Linalg/IR/LinalgRelayoutOps.td"
include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td"
#endif
