/* The execution-engine clients' JIT: an engine with no shared libraries, no
 * object cache and no JIT event listeners (MLIR's default perf listener would
 * leave a jitdump file behind in every test process). */
#ifndef MLIRC_TEST_CLIENT_ENGINE_H
#define MLIRC_TEST_CLIENT_ENGINE_H

#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/ExecutionEngine.h"

static inline MlirExecutionEngine create_engine(MlirModule m, int opt_level) {
  MlircExecutionEngineOptions options;
  mlircExecutionEngineOptionsInit(&options);
  options.optLevel = opt_level;
  return mlircExecutionEngineCreateWithOptions(m, &options);
}

#endif
