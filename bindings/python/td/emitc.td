// Op/enum bindings source of mlir.dialects.emitc (mlir-tblgen -gen-python-op-bindings -bind-dialect=emitc); LLVM 22 on.
#ifndef MLIRC_PYTHON_EMITC_OPS
#define MLIRC_PYTHON_EMITC_OPS
include "mlir/Dialect/EmitC/IR/EmitC.td"
#endif
