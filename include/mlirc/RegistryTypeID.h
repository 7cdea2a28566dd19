//===- mlirc/RegistryTypeID.h - C++ TypeIDs through the registry ---*- C++ -*-===//
//
// For out-of-tree C++ dialects linked against the Impl libraries.  MLIR gives
// a class its TypeID through a static in whichever shared object defines it;
// a plugin opened RTLD_LOCAL, or loaded twice, then has TypeIDs of its own and
// MLIR fails (or aborts) on the mismatch.  These TypeIDs come from the
// process-wide registry in libMLIRCoreImpl instead, keyed by the class name.
//
// Hand-written classes, at global scope after the class:
//     MLIRC_REGISTRY_TYPE_ID(::mydialect::MyType)
//
// ODS-generated classes: include every MLIR header first, then wrap the
// generated declarations and definitions, which turns their
// MLIR_DECLARE/DEFINE_EXPLICIT_TYPE_ID into registry lookups:
//     #include "mlirc/RegistryTypeIDBegin.h"
//     #include "MyDialect.h.inc"
//     #include "mlirc/RegistryTypeIDEnd.h"
// (Only inside the wrap: MLIR's own classes must keep MLIR's TypeIDs.)
//
//===----------------------------------------------------------------------===//
#ifndef MLIRC_REGISTRYTYPEID_H
#define MLIRC_REGISTRYTYPEID_H

#include "mlir/Support/TypeID.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstddef>

extern "C" const void *mlirc_typeid_registry_get(const char *name, size_t length, int create);

namespace mlirc {
/// The registry's TypeID for `name` (a C++ qualified class name or a dotted
/// name).  Names are fixed at compile time, so an invalid one is a bug.
inline mlir::TypeID registryTypeID(llvm::StringRef name) {
  const void *storage = mlirc_typeid_registry_get(name.data(), name.size(), 1);
  if (!storage)
    llvm::report_fatal_error(llvm::Twine("invalid TypeID registry name '") + name + "'");
  return mlir::TypeID::getFromOpaquePointer(storage);
}
} // namespace mlirc

#define MLIRC_REGISTRY_TYPE_ID(CLASS_NAME)                                      \
  namespace mlir {                                                              \
  namespace detail {                                                            \
  template <>                                                                   \
  class TypeIDResolver<CLASS_NAME> {                                            \
  public:                                                                       \
    static TypeID resolveTypeID() {                                             \
      static const TypeID id = ::mlirc::registryTypeID(#CLASS_NAME);            \
      return id;                                                                \
    }                                                                           \
  };                                                                            \
  } /* namespace detail */                                                      \
  } /* namespace mlir */

#endif // MLIRC_REGISTRYTYPEID_H
