/*===-- mlir-c/Components/LLVMOptions.h - LLVM's command-line options ----===*
 *
 * LLVM's libraries register options of their own (llvm::cl::opt), such as
 * -enable-matrix of the optimisation pipeline or -debug-only; MLIR's tools
 * (mlir-opt, mlir-cpu-runner) let every one of them be set on their command
 * line.  LLVM's C API offers LLVMParseCommandLineOptions (llvm-c/Support.h,
 * exported by libMLIRPassesPublicAPI), but it discards LLVM's messages and
 * does not say whether parsing failed, so a bad option goes unnoticed.  The
 * entry point below reports both.
 *
 * The options are those of the one LLVM the component libraries carry, as
 * registered by the libraries loaded at the time of the call, and MLIR's
 * context options, as MLIR's tools offer them (-mlir-print-op-on-diagnostic,
 * -mlir-print-stacktrace-on-diagnostic, -mlir-disable-threading): contexts
 * created after they are set follow them.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_LLVMOPTIONS_H
#define MLIR_C_COMPONENTS_LLVMOPTIONS_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/Support.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Sets LLVM's options from argv[1] .. argv[argc - 1]; argv[0] is the program
 * name LLVM's messages start with, `overview` (may be NULL) the first line of
 * the help text.  A value is given as "-name=value" or "-name value".
 *
 * On a bad option (unknown, a missing or invalid value) LLVM's own message
 * goes to standard error and the result is a failure; the process goes on.
 * The informational options of LLVM's parser (--help, --help-hidden,
 * --help-list, --version, --print-options, ...) print on standard output and
 * end the process with status 0, as in LLVM's tools.
 *
 * LLVM keeps the options for the whole process and refuses most of them a
 * second time, so a process may call this once: a later call changes nothing
 * and fails with a message on standard error.  mlircSetGlobalPrintingOptions
 * (mlir-c/Components/Opt.h) puts every LLVM option back to its default before
 * it sets the printing ones: call that one first. */
MLIRC_API MlirLogicalResult mlircParseLLVMOptions(int argc, const char *const *argv,
                                                  const char *overview);

/* Whether an LLVM option named `name` (without its dashes or a value) is
 * registered in this process now: LLVM's own, or one a plugin's static
 * constructors registered.  Lets a tool tell them from its own options and
 * pass flags before handing them to mlircParseLLVMOptions. */
MLIRC_API bool mlircLLVMOptionExists(MlirStringRef name);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_LLVMOPTIONS_H */
