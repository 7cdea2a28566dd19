// Op/enum bindings source of mlir.dialects.math (mlir-tblgen -gen-python-op-bindings -bind-dialect=math).
#ifndef MLIRC_PYTHON_MATH_OPS
#define MLIRC_PYTHON_MATH_OPS
include "mlir/Dialect/Math/IR/MathOps.td"
#endif
