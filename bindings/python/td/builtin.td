// Op/enum bindings source of mlir.dialects.builtin (mlir-tblgen -gen-python-op-bindings -bind-dialect=builtin).
#ifndef MLIRC_PYTHON_BUILTIN_OPS
#define MLIRC_PYTHON_BUILTIN_OPS
include "mlir/IR/BuiltinOps.td"
#endif
