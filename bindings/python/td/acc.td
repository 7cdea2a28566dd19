// Op/enum bindings source of mlir.dialects.openacc (mlir-tblgen -gen-python-op-bindings -bind-dialect=acc); LLVM 22 on.
#ifndef MLIRC_PYTHON_ACC_OPS
#define MLIRC_PYTHON_ACC_OPS
include "mlir/Dialect/OpenACC/OpenACCOps.td"
#endif
