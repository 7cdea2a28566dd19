//===- mlirc/RegistryTypeID.h - C++ TypeIDs through the registry ---*- C++ -*-===//
//
// For out-of-tree C++ dialects linked against the Impl libraries.  MLIR gives
// a class its TypeID through a static in whichever shared object defines it;
// a plugin opened RTLD_LOCAL, or loaded twice, then has TypeIDs of its own and
// MLIR fails (or aborts) on the mismatch.  These TypeIDs come from the
// process-wide registry in libMLIRCoreImpl instead, keyed by the class name.
//
// Simplest: build with `pkg-config --cflags mlir-plugin` (or CMake's
// mlirc_add_plugin), which force-includes mlirc/PluginTypeIDs.h and so roots
// every TypeID form of the plugin here; docs/typeids.md lists them.
//
// By hand, for a class written without MLIR's macros, at global scope:
//     MLIRC_REGISTRY_TYPE_ID(::mydialect::MyType)
// or for a region of TableGen'd code, after every MLIR header:
//     #include "mlirc/RegistryTypeIDBegin.h"
//     #include "MyDialect.h.inc"
//     #include "mlirc/RegistryTypeIDEnd.h"
// (Only inside the wrap: MLIR's own classes must keep MLIR's TypeIDs.)
//
//===----------------------------------------------------------------------===//
#ifndef MLIRC_REGISTRYTYPEID_H
#define MLIRC_REGISTRYTYPEID_H

#include "mlir/Support/TypeID.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/TypeName.h"

#include <cstddef>
#include <cstdint>
#include <string>

#include "mlirc/TypeIDRegistry.h"

namespace mlirc {
/// The registry's TypeID for `name` (a C++ qualified class name or a dotted
/// name).  Names are fixed at compile time, so an invalid one is a bug.
inline mlir::TypeID registryTypeID(llvm::StringRef name) {
  const void *storage = mlirc_typeid_registry_get(name.data(), name.size(), 1);
  if (!storage)
    llvm::report_fatal_error(llvm::Twine("invalid TypeID registry name '") + name + "'");
  return mlir::TypeID::getFromOpaquePointer(storage);
}

namespace detail {
// A registry name for a C++ type name: kept as "::name" when it is made of
// identifiers and "::"; otherwise each other character becomes $XX (hex), so
// distinct names stay distinct, and an overlong result ends in a hash.
inline std::string registryNameOf(llvm::StringRef typeName, llvm::StringRef file) {
  std::string out = "::";
  bool anonymous = typeName.contains("anonymous");
  std::string raw = typeName.str();
  std::size_t gnu = raw.find("{anonymous}"); // as clang spells it
  for (; gnu != std::string::npos; gnu = raw.find("{anonymous}"))
    raw.replace(gnu, 11, "(anonymous namespace)");
  if (anonymous) // one plugin may have several; copies share the file name
    raw += "@" + file.substr(file.find_last_of('/') + 1).str();
  static const char hex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < raw.size(); ++i) {
    unsigned char c = raw[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') {
      out += (char)c;
      continue;
    }
    if (c == ':' && i + 1 < raw.size() && raw[i + 1] == ':' && out.back() != ':') {
      out += "::";
      ++i;
      continue;
    }
    if (out.size() == 2 || out.back() == ':')
      out += '_'; // a component starts with a letter or '_'
    out += '$';
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  if (out.size() > 200) {
    std::uint64_t h = 0xcbf29ce484222325u;
    for (unsigned char c : raw)
      h = (h ^ c) * 0x100000001b3u;
    out.resize(180);
    while (out.back() == ':')
      out.pop_back();
    out += "$h" + llvm::utohexstr(h);
  }
  return out;
}

template <typename T>
mlir::TypeID inlineTypeID(bool ownedByMLIR, const char *file) {
  llvm::StringRef name = llvm::getTypeName<T>();
  if (ownedByMLIR && name.starts_with("mlir::")) {
    static mlir::SelfOwningTypeID own; // as MLIR defines it
    return own;
  }
  return registryTypeID(registryNameOf(name, file));
}
} // namespace detail
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
