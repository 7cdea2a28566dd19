// Op/enum bindings source of mlir.dialects.scf (mlir-tblgen -gen-python-op-bindings -bind-dialect=scf).
#ifndef MLIRC_PYTHON_SCF_OPS
#define MLIRC_PYTHON_SCF_OPS
include "mlir/Dialect/SCF/IR/SCFOps.td"
#endif
