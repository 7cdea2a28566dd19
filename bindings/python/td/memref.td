// Op/enum bindings source of mlir.dialects.memref (mlir-tblgen -gen-python-op-bindings -bind-dialect=memref).
#ifndef MLIRC_PYTHON_MEMREF_OPS
#define MLIRC_PYTHON_MEMREF_OPS
include "mlir/Dialect/MemRef/IR/MemRefOps.td"
#endif
