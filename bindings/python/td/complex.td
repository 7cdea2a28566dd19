// Op/enum bindings source of mlir.dialects.complex (mlir-tblgen -gen-python-op-bindings -bind-dialect=complex).
#ifndef MLIRC_PYTHON_COMPLEX_OPS
#define MLIRC_PYTHON_COMPLEX_OPS
include "mlir/Dialect/Complex/IR/ComplexOps.td"
#endif
