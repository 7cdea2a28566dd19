// Op/enum bindings source of mlir.dialects.index (mlir-tblgen -gen-python-op-bindings -bind-dialect=index).
#ifndef MLIRC_PYTHON_INDEX_OPS
#define MLIRC_PYTHON_INDEX_OPS
include "mlir/Dialect/Index/IR/IndexOps.td"
#endif
