/* mlir-components: the runner utilities JIT'd code may call.
 *
 * C implementations of the functions MLIR test programs declare and call to
 * print and time (printMemrefF32, printF32, printNewline, rtclock, memrefCopy,
 * ...), with the ABI and the output format of MLIR's runner-utility libraries
 * but without their dependency on a distribution libLLVM.  Exported by
 * libMLIRExecutionEnginePublicAPI.  C99. */
#ifndef MLIR_C_COMPONENTS_RUNNERUTILS_H
#define MLIR_C_COMPONENTS_RUNNERUTILS_H

#include <stddef.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/ExecutionEngine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One runner utility: the symbol name JIT'd code refers to and its address. */
typedef struct {
  const char *name;
  void *address;
} MlircRunnerUtilsSymbol;

/* The table of every runner utility; *count receives its length. */
MLIRC_API const MlircRunnerUtilsSymbol *mlircRunnerUtilsGetSymbols(size_t *count);

/* Makes every runner utility resolvable by code JIT'd by `engine`, except
 * those whose name `is_provided(name, user_data)` answers true for (e.g.
 * because a library given to the engine defines it); is_provided may be NULL.
 * Call before the first lookup or invocation. */
MLIRC_API void mlircRunnerUtilsRegister(MlirExecutionEngine engine,
                                        int (*is_provided)(const char *name, void *user_data),
                                        void *user_data);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_RUNNERUTILS_H */
