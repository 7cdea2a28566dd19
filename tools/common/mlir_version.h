/* Where the tools follow a behaviour of upstream's that changed between the
 * MLIR majors they are built for: one named switch each. */
#ifndef MLIRC_TOOLS_MLIR_VERSION_H
#define MLIRC_TOOLS_MLIR_VERSION_H

#include "llvm/Config/llvm-config.h"

/* mlir-opt's --split-input-file parts keep the file's name and line numbers (19: "within split at NAME:LINE offset "). */
#define MLIRC_SPLIT_KEEPS_FILE_LINES (LLVM_VERSION_MAJOR > 19)
/* mlir-opt --verify-diagnostics reports the expectations no part met after all parts (19: after each part). */
#define MLIRC_VERIFY_REPORTS_UNMET_LAST (LLVM_VERSION_MAJOR > 19)
/* mlir-opt's and mlir-translate's --verify-diagnostics take a level, all or only-expected (19: no value). */
#define MLIRC_VERIFY_HAS_LEVELS (LLVM_VERSION_MAJOR > 19)
/* The runner's error for an entry point that takes arguments (19's mlir-cpu-runner: "function inputs not supported"). */
#define MLIRC_RUNNER_INPUTS_ERROR \
  (LLVM_VERSION_MAJOR > 19 ? "JIT can't invoke a main function expecting arguments" : "function inputs not supported")
/* mlir-opt refuses --mlir-pass-pipeline-local-reproducer without --mlir-disable-threading (19: takes it). */
#define MLIRC_LOCAL_REPRODUCER_NEEDS_NO_THREADING (LLVM_VERSION_MAJOR > 19)
/* The runner runs the module's global constructors (llvm.mlir.global_ctors) before the entry point,
 * which the engine leaves to an explicit initialize (19: the engine ran them when created). */
#define MLIRC_RUNNER_INITIALIZES_ENGINE (LLVM_VERSION_MAJOR > 19)
/* mlir-translate's parts are still named "within split at NAME:LINE offset " (checked on 19 and 22). */
#define MLIRC_TRANSLATE_SPLIT_KEEPS_FILE_LINES 0

#endif
