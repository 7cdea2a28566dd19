/*===-- mlir-c/Components/Translate.h - Translations to and from MLIR -----===*
 *
 * What an mlir-translate-like driver needs, from two libraries: the
 * registry of named translations and MLIR's C++ one (TranslationRegistry.h,
 * UpstreamTranslations.h, in libMLIRCorePublicAPI) and MLIR's own
 * translations (TranslateTargets.h, in libMLIRPassesPublicAPI).  Include
 * either alone to depend on one library.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_TRANSLATE_H
#define MLIR_C_COMPONENTS_TRANSLATE_H

#include "mlir-c/Components/TranslateTargets.h"
#include "mlir-c/Components/TranslationRegistry.h"
#include "mlir-c/Components/UpstreamTranslations.h"

#endif /* MLIR_C_COMPONENTS_TRANSLATE_H */
