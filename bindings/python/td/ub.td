// Op/enum bindings source of mlir.dialects.ub (mlir-tblgen -gen-python-op-bindings -bind-dialect=ub); LLVM 22 on.
#ifndef MLIRC_PYTHON_UB_OPS
#define MLIRC_PYTHON_UB_OPS
include "mlir/Dialect/UB/IR/UBOps.td"
#endif
