/* Where the tools follow a behaviour of upstream's that changed between the
 * MLIR majors they are built for: one named switch each. */
#ifndef MLIRC_TOOLS_MLIR_VERSION_H
#define MLIRC_TOOLS_MLIR_VERSION_H

#include "llvm/Config/llvm-config.h"

/* mlir-opt's --split-input-file parts keep the file's name and line numbers (19: "within split at NAME:LINE offset "). */
#define MLIRC_SPLIT_KEEPS_FILE_LINES (LLVM_VERSION_MAJOR > 19)
/* mlir-opt --verify-diagnostics reports the expectations no part met after all parts (19: after each part). */
#define MLIRC_VERIFY_REPORTS_UNMET_LAST (LLVM_VERSION_MAJOR > 19)
/* mlir-translate's parts are still named "within split at NAME:LINE offset " (checked on 19 and 22). */
#define MLIRC_TRANSLATE_SPLIT_KEEPS_FILE_LINES 0

#endif
