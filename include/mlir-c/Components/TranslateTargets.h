/*===-- mlir-c/Components/TranslateTargets.h - MLIR's own translations ----===*
 *
 * MLIR's translations to LLVM IR text, from LLVM IR text and to C++, in
 * libMLIRPassesPublicAPI (when its slice has them).
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_TRANSLATETARGETS_H
#define MLIR_C_COMPONENTS_TRANSLATETARGETS_H

#include <stdbool.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `op` (a builtin.module of the LLVM dialect) as LLVM IR text, written to
 * `output`; registers the dialects' LLVM IR translations in op's context
 * first.  Failure: diagnostics on the context said why. */
MLIRC_API MlirLogicalResult mlircTranslateToLLVMIRText(MlirOperation op, MlirStringCallback output,
                                                       void *outputUserData);

/* LLVM IR text (`sourceName` for messages) as a builtin.module of the LLVM
 * dialect, or null after an error diagnostic on `context`. */
MLIRC_API MlirOperation mlircImportLLVMIRText(MlirContext context, MlirStringRef source,
                                              MlirStringRef sourceName);

/* `op` (EmitC, func, cf, arith...) as C++ source. */
MLIRC_API MlirLogicalResult mlircTranslateToCpp(MlirOperation op, bool declareVariablesAtTop,
                                                MlirStringCallback output, void *outputUserData);

/* The dialects (with the interfaces the translation uses) that
 * mlir-translate's --mlir-to-llvmir, --import-llvm and --mlir-to-cpp put in
 * the context their input is read into, added to `registry`.  A driver that
 * reads its input in a context made from this registry alone accepts and
 * rejects what mlir-translate does (an op of another dialect: "Dialect `x'
 * not found"). */
MLIRC_API void mlircRegisterTranslateToLLVMIRDialects(MlirDialectRegistry registry);
MLIRC_API void mlircRegisterImportLLVMIRDialects(MlirDialectRegistry registry);
MLIRC_API void mlircRegisterTranslateToCppDialects(MlirDialectRegistry registry);

/* Registers MLIR's own translations in MLIR's C++ registry, as
 * mlir-translate does (mlir::registerAllTranslations): those of this MLIR
 * release whose libraries the Passes component carries, e.g.
 * --serialize-spirv, --deserialize-spirv, and from LLVM 22 --export-smtlib
 * and --import-wasm.  mlir-c/Components/UpstreamTranslations.h lists and
 * runs them.  Once per process; later calls do nothing. */
MLIRC_API void mlircRegisterMLIRTranslations(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_TRANSLATETARGETS_H */
