// Op/enum bindings source of mlir.dialects.func (mlir-tblgen -gen-python-op-bindings -bind-dialect=func).
#ifndef MLIRC_PYTHON_FUNC_OPS
#define MLIRC_PYTHON_FUNC_OPS
include "mlir/Dialect/Func/IR/FuncOps.td"
#endif
