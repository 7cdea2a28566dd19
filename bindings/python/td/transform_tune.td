// Op bindings source of mlir.dialects.transform.tune (-bind-dialect=transform -dialect-extension=tune; LLVM 22 on).
#ifndef MLIRC_PYTHON_TRANSFORM_TUNE_OPS
#define MLIRC_PYTHON_TRANSFORM_TUNE_OPS
include "mlir/Dialect/Transform/TuneExtension/TuneExtensionOps.td"
#endif
