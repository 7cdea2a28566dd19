// Op bindings source of mlir.dialects.transform.smt (-bind-dialect=transform -dialect-extension=smt; LLVM 22 on).
#ifndef MLIRC_PYTHON_TRANSFORM_SMT_OPS
#define MLIRC_PYTHON_TRANSFORM_SMT_OPS
include "mlir/Dialect/Transform/SMTExtension/SMTExtensionOps.td"
#endif
