/* The TypeID registry's entry points, exported by libMLIRCoreImpl
 * (registry/TypeIDRegistry.c); the one declaration of them.
 *
 * The registry lives in the Core Impl library because C++ code (out-of-tree
 * dialects, through mlirc/RegistryTypeID.h) must reach it without the C API;
 * the C API (mlir-c/Components/Registry.h, in libMLIRCorePublicAPI) turns
 * these pointers into MlirTypeIDs.  A returned pointer is the TypeID's opaque
 * storage: 16-byte aligned, owned by the registry, valid until exit. */
#ifndef MLIRC_TYPEIDREGISTRY_H
#define MLIRC_TYPEIDREGISTRY_H

#include <stddef.h>

#include "mlir-c/Components/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLIRC_REGISTRY_MAX_NAME 255

/* 1 when `name` is a valid registry name, else 0. */
MLIRC_API int mlirc_typeid_registry_valid_name(const char *name, size_t length);

/* Storage of `name`'s TypeID, created first when `create` is non-zero; NULL
 * for an invalid name, or for an absent one when `create` is zero. */
MLIRC_API const void *mlirc_typeid_registry_get(const char *name, size_t length, int create);

/* The name behind storage returned by mlirc_typeid_registry_get, or NULL (and
 * *length 0) for any other pointer. */
MLIRC_API const char *mlirc_typeid_registry_name(const void *storage, size_t *length);

/* Number of names registered. */
MLIRC_API size_t mlirc_typeid_registry_size(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIRC_TYPEIDREGISTRY_H */
