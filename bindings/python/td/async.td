// Op/enum bindings source of mlir.dialects.async_dialect (mlir-tblgen -gen-python-op-bindings -bind-dialect=async).
#ifndef MLIRC_PYTHON_ASYNC_OPS
#define MLIRC_PYTHON_ASYNC_OPS
include "mlir/Dialect/Async/IR/AsyncOps.td"
#endif
