// Op bindings source of mlir.dialects.pdl (mlir-tblgen -gen-python-op-bindings -bind-dialect=pdl).
#ifndef MLIRC_PYTHON_PDL_OPS
#define MLIRC_PYTHON_PDL_OPS
include "mlir/Dialect/PDL/IR/PDLOps.td"
#endif
