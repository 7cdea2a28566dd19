// Op/enum bindings source of mlir.dialects.openmp (mlir-tblgen -gen-python-op-bindings -bind-dialect=omp).
#ifndef MLIRC_PYTHON_OMP_OPS
#define MLIRC_PYTHON_OMP_OPS
include "mlir/Dialect/OpenMP/OpenMPOps.td"
#endif
