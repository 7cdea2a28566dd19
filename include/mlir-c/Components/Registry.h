/*===-- mlir-c/Components/Registry.h - TypeIDs by name --------------------===*
 *
 * A process-wide map from a qualified name ("mydialect.mytype") to an MLIR
 * TypeID.  The storage behind every TypeID is owned by libMLIRCoreImpl, of
 * which a process has one copy, so the same name yields the same TypeID from
 * whichever library asks (a plugin opened RTLD_LOCAL, a second copy of that
 * plugin, a Python extension) for the lifetime of the process.  Entries are
 * never removed.  All functions are thread-safe; lookups of existing names
 * take no lock.
 *
 * A valid name is 3 to 255 bytes of [A-Za-z0-9_$.:-], starts with a letter or
 * '_' (or "::"), and has at least two components separated by '.' or "::"
 * (e.g. "mydialect.MyType", "::mydialect::MyType"), none of them empty.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_REGISTRY_H
#define MLIR_C_COMPONENTS_REGISTRY_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether `name` is a valid registry name (see above). */
MLIRC_API bool mlircRegistryIsValidName(MlirStringRef name);

/* The TypeID of `name`, created on first use.  A null TypeID
 * (mlirTypeIDIsNull) when the name is invalid. */
MLIRC_API MlirTypeID mlircRegistryGetTypeID(MlirStringRef name);

/* The TypeID of `name` if some library already created it, else null. */
MLIRC_API MlirTypeID mlircRegistryLookupTypeID(MlirStringRef name);

/* The name a registry TypeID was created for; {NULL, 0} for any other TypeID
 * (e.g. one of upstream MLIR's own). */
MLIRC_API MlirStringRef mlircRegistryGetName(MlirTypeID typeID);

/* Number of names registered so far. */
MLIRC_API size_t mlircRegistryGetNumEntries(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_REGISTRY_H */
