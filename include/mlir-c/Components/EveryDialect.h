/*===-- mlir-c/Components/EveryDialect.h - Every dialect, no extensions ---===*
 *
 * mlirRegisterAllDialects (mlir-c/RegisterEverything.h) registers every
 * dialect together with its extensions and external interface models, whose
 * code lives in the Passes component: calling it maps libMLIRPassesImpl.
 * This registers the same dialects from libMLIRDialectsPublicAPI, without
 * mapping Passes, for a program that wants every dialect now and the rest
 * only once it runs passes (appending mlirRegisterAllDialects' registry to
 * the context then applies the extensions to the dialects already loaded).
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_EVERYDIALECT_H
#define MLIR_C_COMPONENTS_EVERYDIALECT_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Inserts into `registry` every dialect that mlirRegisterAllDialects
 * inserts, and nothing else: no dialect extension, no external model. */
MLIRC_API void mlircRegisterEveryDialect(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_EVERYDIALECT_H */
