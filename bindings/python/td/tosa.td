// Op/enum bindings source of mlir.dialects.tosa (mlir-tblgen -gen-python-op-bindings -bind-dialect=tosa).
#ifndef MLIRC_PYTHON_TOSA_OPS
#define MLIRC_PYTHON_TOSA_OPS
include "mlir/Dialect/Tosa/IR/TosaOps.td"
#endif
