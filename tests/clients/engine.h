/* The execution-engine clients' JIT: an engine with no shared libraries and
 * no object cache, over the C API's signatures of every supported LLVM
 * (LLVM 22 added enablePIC). */
#ifndef MLIRC_TEST_CLIENT_ENGINE_H
#define MLIRC_TEST_CLIENT_ENGINE_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/ExecutionEngine.h"

static inline MlirExecutionEngine create_engine(MlirModule m, int opt_level) {
#if MLIRC_LLVM_VERSION_MAJOR >= 22
  return mlirExecutionEngineCreate(m, opt_level, 0, NULL, false, false);
#else
  return mlirExecutionEngineCreate(m, opt_level, 0, NULL, false);
#endif
}

#endif
