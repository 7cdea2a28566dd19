/*===-- mlir-c/Components/UpstreamTranslations.h - MLIR's C++ translations -===*
 *
 * MLIR keeps a registry of its own for mlir-translate: the C++
 * TranslateFromMLIRRegistration, TranslateToMLIRRegistration and
 * TranslateRegistration objects (mlir/Tools/mlir-translate/Translation.h).
 * It holds MLIR's built-in translations once they are registered
 * (mlircRegisterMLIRTranslations, mlir-c/Components/TranslateTargets.h) and
 * those a loaded plugin's C++ code registered.  These functions list and run
 * them from C, beside the translations registered through
 * mlir-c/Components/Translate.h.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_UPSTREAMTRANSLATIONS_H
#define MLIR_C_COMPONENTS_UPSTREAMTRANSLATIONS_H

#include <stdbool.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Called with each translation's name (its mlir-translate flag, e.g.
 * "serialize-spirv") and description, in name order. */
typedef void (*MlircUpstreamTranslationCallback)(MlirStringRef name, MlirStringRef description,
                                                 void *userData);

/* Every translation in MLIR's registry now. */
MLIRC_API void mlircForEachUpstreamTranslation(MlircUpstreamTranslationCallback callback,
                                               void *userData);

/* Whether MLIR's registry has a translation named `name`; its description
 * in *description when found and `description` is not NULL (it lives as
 * long as the process). */
MLIRC_API bool mlircLookupUpstreamTranslation(MlirStringRef name, MlirStringRef *description);

/* Runs MLIR's translation `name` in `context`, as mlir-translate does, on
 * `source` (named `sourceName` in locations), writing what it produces
 * through `output`.  The translation registers the dialects it reads with;
 * its diagnostics go to `context`'s handlers.  `implicitModule`: whether a
 * translation from MLIR wraps input without a single top-level operation in
 * a builtin.module (mlir-translate's --no-implicit-module is false).  Fails
 * with an error diagnostic when there is no such translation, and when the
 * translation fails. */
MLIRC_API MlirLogicalResult mlircRunUpstreamTranslation(MlirStringRef name, MlirContext context,
                                                        MlirStringRef source,
                                                        MlirStringRef sourceName,
                                                        bool implicitModule,
                                                        MlirStringCallback output,
                                                        void *outputUserData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_UPSTREAMTRANSLATIONS_H */
