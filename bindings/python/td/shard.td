// Op/enum bindings source of mlir.dialects.shard (mlir-tblgen -gen-python-op-bindings -bind-dialect=shard); LLVM 22 on.
#ifndef MLIRC_PYTHON_SHARD_OPS
#define MLIRC_PYTHON_SHARD_OPS
include "mlir/Dialect/Shard/IR/ShardOps.td"
#endif
