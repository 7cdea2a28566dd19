/*===-- mlir-c/Components/TranslationRegistry.h - Named translations ------===*
 *
 * A registry of named translations, in libMLIRCorePublicAPI, through which
 * a plugin adds its own: call mlircRegisterTranslation from the plugin's
 * `registerPasses` callback, which runs once while it loads.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_TRANSLATIONREGISTRY_H
#define MLIR_C_COMPONENTS_TRANSLATIONREGISTRY_H

#include <stdbool.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A named translation.  Exactly one of `fromMLIR` / `toMLIR` is set. */
typedef struct MlircTranslationInfo {
  const char *name;        /* the driver's option without dashes, e.g. "mlir-to-foo" */
  const char *description; /* one line */
  /* MLIR (the parsed input) to text written to `output`. */
  MlirLogicalResult (*fromMLIR)(MlirOperation op, MlirStringCallback output, void *outputUserData,
                                void *userData);
  /* Text to MLIR: a new top-level operation, or null after diagnostics on
   * `context`. */
  MlirOperation (*toMLIR)(MlirContext context, MlirStringRef source, MlirStringRef sourceName,
                          void *userData);
  void *userData;
} MlircTranslationInfo;

/* Registers a translation; the strings are copied.  Registering a name
 * again is an error (reported through `errorCallback`, may be NULL) naming
 * who holds it. */
MLIRC_API MlirLogicalResult mlircRegisterTranslation(const MlircTranslationInfo *info,
                                                     MlirStringCallback errorCallback,
                                                     void *errorUserData);

/* The translation registered under `name`, copied to *info; false when
 * there is none. */
MLIRC_API bool mlircLookupTranslation(MlirStringRef name, MlircTranslationInfo *info);

/* Every registered translation, sorted by name. */
MLIRC_API void mlircForEachTranslation(void (*callback)(const MlircTranslationInfo *info,
                                                        void *userData),
                                       void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_TRANSLATIONREGISTRY_H */
