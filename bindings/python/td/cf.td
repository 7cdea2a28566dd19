// Op/enum bindings source of mlir.dialects.cf (mlir-tblgen -gen-python-op-bindings -bind-dialect=cf).
#ifndef MLIRC_PYTHON_CF_OPS
#define MLIRC_PYTHON_CF_OPS
include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"
#endif
