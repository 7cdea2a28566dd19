// Op/enum bindings source of mlir.dialects.smt (mlir-tblgen -gen-python-op-bindings -bind-dialect=smt); LLVM 22 on.
#ifndef MLIRC_PYTHON_SMT_OPS
#define MLIRC_PYTHON_SMT_OPS
include "mlir/Dialect/SMT/IR/SMT.td"
#endif
