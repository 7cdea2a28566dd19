/* C API of the TypeID registry (libMLIRCorePublicAPI): MlirTypeIDs over the
 * storage that libMLIRCoreImpl's registry owns. */
#include "mlir-c/Components/Registry.h"

#include "mlirc/TypeIDRegistry.h"

bool mlircRegistryIsValidName(MlirStringRef name) {
  return mlirc_typeid_registry_valid_name(name.data, name.length);
}

static MlirTypeID to_typeid(const void *storage) {
  MlirTypeID id = {NULL};
  return storage ? mlirTypeIDCreate(storage) : id;
}

MlirTypeID mlircRegistryGetTypeID(MlirStringRef name) {
  return to_typeid(mlirc_typeid_registry_get(name.data, name.length, 1));
}

MlirTypeID mlircRegistryLookupTypeID(MlirStringRef name) {
  return to_typeid(mlirc_typeid_registry_get(name.data, name.length, 0));
}

MlirStringRef mlircRegistryGetName(MlirTypeID typeID) {
  size_t length = 0;
  const char *name = mlirc_typeid_registry_name(typeID.ptr, &length);
  return mlirStringRefCreate(name, length);
}

size_t mlircRegistryGetNumEntries(void) { return mlirc_typeid_registry_size(); }
