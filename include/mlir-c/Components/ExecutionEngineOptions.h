/* mlir-components: creating an execution engine with every option spelled out.
 *
 * MLIR's mlirExecutionEngineCreate (mlir-c/ExecutionEngine.h) keeps the
 * defaults of MLIR's C++ ExecutionEngineOptions, among them LLVM's perf and
 * GDB JIT event listeners switched on.  The perf listener creates
 * DIR/.debug/jit/llvm-IR-jit-DATE-XXXXXX/jit-PID.dump on the first engine of
 * a process, keeps the file open until the process ends and never removes
 * it: each process leaves one such directory behind.  DIR is $JITDUMPDIR
 * (set but empty: the root directory); unset, it is the temporary directory
 * ($TMPDIR, else /tmp) in Debian's LLVM and the home directory in LLVM's own
 * sources.  These variables only move the file; LLVM reads none that
 * switches the listener off, so a client that does not want the file uses
 * the entry point below, where both listeners are off unless asked for.
 *
 * Exported by libMLIRExecutionEnginePublicAPI.  C99. */
#ifndef MLIR_C_COMPONENTS_EXECUTIONENGINEOPTIONS_H
#define MLIR_C_COMPONENTS_EXECUTIONENGINEOPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How to build an engine.  Fill it with mlircExecutionEngineOptionsInit,
 * then change the fields wanted: the init function sets `structSize`, which
 * tells the library which fields the caller's copy of this header has, so
 * fields added later (always at the end) keep their defaults for programs
 * built before them. */
typedef struct {
  /* sizeof(MlircExecutionEngineOptions) as the caller was compiled. */
  size_t structSize;
  /* LLVM optimisation and code generation level, 0..3 (default 2). */
  int optLevel;
  /* Libraries the JIT'd code may call, loaded in order (default none).  The
   * strings need not be NUL-terminated; one containing a NUL is refused. */
  int numSharedLibPaths;
  const MlirStringRef *sharedLibPaths;
  /* Keep the object code so mlirExecutionEngineDumpToObjectFile can write it
   * (default false). */
  bool enableObjectDump;
  /* Generate position-independent code (default false). */
  bool enablePIC;
  /* Register the code with GDB's JIT interface, so a debugger sees its
   * functions (default false). */
  bool enableGDBListener;
  /* Write LLVM's perf jitdump file described above, for `perf inject --jit`
   * (default false). */
  bool enablePerfListener;
} MlircExecutionEngineOptions;

/* Fills `options` with the defaults above, structSize included. */
MLIRC_API void mlircExecutionEngineOptionsInit(MlircExecutionEngineOptions *options);

/* Creates an engine for `module` (which stays the caller's) as
 * mlirExecutionEngineCreate does, with `options` (NULL: the defaults).
 * Returns a null engine on failure; bad options (an unknown structSize, an
 * optLevel outside 0..3, a negative count, paths missing, a path with a NUL)
 * are reported as an error diagnostic on the module's context; a module
 * that cannot be compiled reports as under mlirExecutionEngineCreate. */
MLIRC_API MlirExecutionEngine mlircExecutionEngineCreateWithOptions(
    MlirModule module, const MlircExecutionEngineOptions *options);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_EXECUTIONENGINEOPTIONS_H */
