/*===-- mlir-c/Components/Tools.h - MLIR's tool drivers from C ------------===*
 *
 * The Tools component (libMLIRToolsPublicAPI) runs MLIR's own drivers on a
 * registry or context the caller prepared, so a C program becomes a
 * `<project>-opt`, a language server or a test-case reducer for its dialects
 * with the command line, output and exit status of mlir-opt,
 * mlir-lsp-server and mlir-reduce.  Each function parses argv with LLVM's
 * command-line parser, which is global to the process: call one of them once,
 * from main.  Passes are those registered before the call (for instance with
 * mlirRegisterAllPasses); options of LLVM and of registered passes are
 * taken as in the upstream tools.  C++ programs call MLIR's own functions
 * (mlir::MlirOptMain, ...) from libMLIRToolsImpl instead.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_TOOLS_H
#define MLIR_C_COMPONENTS_TOOLS_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* mlir-opt's driver (mlir::MlirOptMain) with the dialects of `registry`;
 * `description` heads --help.  Returns the process exit status: 0 when
 * every input parsed, verified and went through the pipeline, 1 otherwise
 * (the errors are printed on standard error). */
MLIRC_API int mlircToolsOptMain(int argc, char **argv, const char *description,
                                MlirDialectRegistry registry);

/* mlir-lsp-server's driver (mlir::MlirLspServerMain): serves the Language
 * Server Protocol on standard input and output for files written in the
 * dialects of `registry`.  Returns the exit status. */
MLIRC_API int mlircToolsLspServerMain(int argc, char **argv, MlirDialectRegistry registry);

/* mlir-reduce's driver (mlir::mlirReduceMain): shrinks an input while the
 * --test script keeps finding it interesting; dialects come from `context`
 * (loaded or registered).  Returns the exit status. */
MLIRC_API int mlircToolsReduceMain(int argc, char **argv, MlirContext context);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_TOOLS_H */
