// Op/enum bindings source of mlir.dialects.arith (mlir-tblgen -gen-python-op-bindings -bind-dialect=arith).
#ifndef MLIRC_PYTHON_ARITH_OPS
#define MLIRC_PYTHON_ARITH_OPS
include "mlir/Dialect/Arith/IR/ArithOps.td"
#endif
