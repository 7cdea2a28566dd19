// Op/enum bindings source of mlir.dialects.ml_program (mlir-tblgen -gen-python-op-bindings -bind-dialect=ml_program).
#ifndef MLIRC_PYTHON_ML_PROGRAM_OPS
#define MLIRC_PYTHON_ML_PROGRAM_OPS
include "mlir/Dialect/MLProgram/IR/MLProgramOps.td"
#endif
