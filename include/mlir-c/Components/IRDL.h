/*===-- mlir-c/Components/IRDL.h - Checked loading of IRDL dialects -------===*
 *
 * mlirLoadIRDLDialects hands IRDL straight to MLIR, which crashes when a
 * dialect of that name is already in the context (defining its operations
 * twice) and aborts when the name belongs to a C++ dialect (`builtin`,
 * `func`, ...).  This checks first, in libMLIRDialectsPublicAPI.  Plugins
 * that define IRDL dialects call it from their initializeContext.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_IRDL_H
#define MLIR_C_COMPONENTS_IRDL_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parses `irdlSource` (irdl.dialect operations) in `context` and loads its
 * dialects.  Before anything is loaded, each dialect name is checked against
 * the context: a name that is loaded as, or registered (in the context's
 * dialect registry) for, a C++ dialect is an error; so is a name defined
 * twice in the source, and an IRDL dialect already in the context with
 * other operations, types or attributes.  An IRDL dialect already in the
 * context with the same operations, types and attributes is kept as it is:
 * loading one definition into a context twice succeeds.  On failure nothing
 * is loaded and `error(message, errorUserData)` says why (parse errors
 * included); `error` may be NULL. */
MLIRC_API MlirLogicalResult mlircLoadIRDLDialects(MlirContext context, MlirStringRef irdlSource,
                                                  MlirStringCallback error, void *errorUserData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_IRDL_H */
