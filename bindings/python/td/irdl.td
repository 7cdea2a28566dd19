// Op/enum bindings source of mlir.dialects.irdl (mlir-tblgen -gen-python-op-bindings -bind-dialect=irdl); LLVM 22 on.
#ifndef MLIRC_PYTHON_IRDL_OPS
#define MLIRC_PYTHON_IRDL_OPS
include "mlir/Dialect/IRDL/IR/IRDLOps.td"
#endif
