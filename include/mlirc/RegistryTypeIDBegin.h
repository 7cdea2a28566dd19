// Opens a region whose MLIR_DECLARE/DEFINE_EXPLICIT_TYPE_ID and
// MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID (TableGen'd code) take TypeIDs
// from the registry; close it with RegistryTypeIDEnd.h.  The per-file form of
// what `pkg-config --cflags mlir-plugin` does for a whole plugin.
// No include guard: it may open several regions.
#include "mlirc/RegistryTypeID.h"

#pragma push_macro("MLIR_DECLARE_EXPLICIT_TYPE_ID")
#pragma push_macro("MLIR_DEFINE_EXPLICIT_TYPE_ID")
#pragma push_macro("MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID")
#undef MLIR_DECLARE_EXPLICIT_TYPE_ID
#undef MLIR_DEFINE_EXPLICIT_TYPE_ID
#undef MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID
#define MLIR_DECLARE_EXPLICIT_TYPE_ID(CLASS_NAME) MLIRC_REGISTRY_TYPE_ID(CLASS_NAME)
#define MLIR_DEFINE_EXPLICIT_TYPE_ID(CLASS_NAME) /* the registry owns the storage */
#define MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CLASS_NAME)                                  \
  static ::mlir::TypeID resolveTypeID() {                                                          \
    static const ::mlir::TypeID id = ::mlirc::detail::inlineTypeID<CLASS_NAME>(false, __BASE_FILE__); \
    return id;                                                                                     \
  }
