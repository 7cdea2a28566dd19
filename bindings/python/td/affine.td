// Op/enum bindings source of mlir.dialects.affine (mlir-tblgen -gen-python-op-bindings -bind-dialect=affine).
#ifndef MLIRC_PYTHON_AFFINE_OPS
#define MLIRC_PYTHON_AFFINE_OPS
include "mlir/Dialect/Affine/IR/AffineOps.td"
#endif
