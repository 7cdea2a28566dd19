/*===-- mlir-c/Components/ActionTracing.h - mlir-opt's action tracing ----===*
 *
 * MLIR wraps what it does to the IR (each pass on each operation, each
 * pattern application) in "actions" that a handler on the context can
 * observe.  mlir-opt offers two observers on its command line: a log of the
 * actions (--log-actions-to=FILE, narrowed to those at given source
 * locations with --log-mlir-actions-filter=FILE:LINE:COL,...) and a profile
 * in Chrome's trace event format (--profile-actions-to=FILE); in the LLVM 22 build
 * also the hook a debugger breaks on (--mlir-enable-debugger-hook).  Debug
 * counters skip or stop actions by tag (--mlir-debug-counter=TAG-skip=N,
 * TAG-count=N; --mlir-print-debug-counter prints them on standard error when
 * the context is destroyed), when no observer is asked for.  An opt driver
 * registers these options with LLVM's (mlircRegisterOptLLVMOptions,
 * mlir-c/Components/Opt.h) and sets them with mlircParseLLVMOptions; the
 * function below puts what they ask for on a context.  A file named "-" is standard output.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_ACTIONTRACING_H
#define MLIR_C_COMPONENTS_ACTIONTRACING_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlircActionTracing {
  void *ptr;
} MlircActionTracing;

/* Installs on `context` the action log, profile or debug counters that
 * LLVM's options ask for, into `*result` (null when none is asked for).  A
 * file that cannot be written, or a debug counter not of the form TAG-skip=N
 * or TAG-count=N, is an error diagnostic on the context and a failure, with
 * nothing installed (mlir-opt reports the file and goes on, and aborts on
 * the counter).  Destroy the result before the context. */
MLIRC_API MlirLogicalResult mlircContextInstallActionTracing(MlirContext context,
                                                             MlircActionTracing *result);

/* Removes the tracing from its context and closes its files; null does
 * nothing. */
MLIRC_API void mlircActionTracingDestroy(MlircActionTracing tracing);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_ACTIONTRACING_H */
