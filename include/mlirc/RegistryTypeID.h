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
#include "llvm/Support/TypeName.h"

#include <cstddef>
#include <cstdint>
#include <string>

#include "mlirc/TypeIDRegistry.h"

// T's name as the compiler spells it, in full: at global scope, so that g++
// leaves out no namespace (llvm::getTypeName, inside namespace llvm, gets
// "APInt" from g++ for llvm::APInt).
template <typename T>
const char *mlircSpelledTypeName() {
  return __PRETTY_FUNCTION__;
}

namespace mlirc {
namespace detail {
// Whether `name` can be a registry key as it is (mlirc_typeid_registry_valid_name).
inline bool isRegistryName(llvm::StringRef name) {
  return mlirc_typeid_registry_valid_name(name.data(), name.size()) != 0;
}

// A registry name for any C++ type name: kept as "::name" when it is made of
// identifiers and "::"; otherwise each other character becomes $XX (hex), so
// distinct names stay distinct, and an overlong result ends in a hash.  The
// registry wants a qualified name: one in the global namespace gets the
// component "_$global" (which no escaped name can contain).
inline std::string escapedRegistryName(llvm::StringRef raw) {
  raw.consume_front("::");
  std::string out = raw.contains("::") ? "::" : "::_$global::";
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
    if (out.back() == ':')
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
} // namespace detail

/// The registry's TypeID for `name`: a C++ qualified class name or a dotted
/// name, used as the key as it is; any other spelling of a C++ type
/// ("MyLocation *") is escaped first.  Never ends the process: should the
/// registry fail (out of memory), MLIR's own name-keyed table, also one per
/// process, gives the TypeID.
inline mlir::TypeID registryTypeID(llvm::StringRef name) {
  std::string escaped = detail::isRegistryName(name) ? name.str() : detail::escapedRegistryName(name);
  if (const void *storage = mlirc_typeid_registry_get(escaped.data(), escaped.size(), 1))
    return mlir::TypeID::getFromOpaquePointer(storage);
  struct Fallback : mlir::detail::FallbackTypeIDResolver {
    static mlir::TypeID get(llvm::StringRef key) {
      // MLIR's table keeps the key's characters: they live as long as the process.
      return registerImplicitTypeID(*new std::string(key.str()));
    }
  };
  return Fallback::get(escaped);
}

namespace detail {
// Replaces every whole-word `from` in `name` by `to`.
inline void replaceWords(std::string &name, llvm::StringRef from, llvm::StringRef to) {
  auto isWordChar = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  for (std::size_t at = name.find(from.str()); at != std::string::npos; at = name.find(from.str(), at)) {
    std::size_t end = at + from.size();
    if ((at > 0 && isWordChar(name[at - 1])) || (end < name.size() && isWordChar(name[end]))) {
      at = end;
      continue;
    }
    name.replace(at, from.size(), to.str());
    at += to.size();
  }
}

// T's name as clang spells it, whichever compiler builds this: the names
// MLIR keys its tables by come from Debian's clang-built libraries, and a
// g++-built plugin must find the same entries (a TypeID for `long` or
// `llvm::APInt` that differs from the libraries' makes ElementsAttr value
// lookups fail).  g++ differs in integer types ("long int"), pointers
// ("int*"), anonymous namespaces and libstdc++'s inline namespace.
template <typename T>
std::string canonicalTypeName() {
#if defined(__GNUC__) && !defined(__clang__)
  llvm::StringRef pretty = mlircSpelledTypeName<T>(); // "... [with T = NAME]"
  std::string name = pretty.substr(pretty.find("[with T = ") + 10).drop_back().str();
  static const char *const words[][2] = {
      {"long long unsigned int", "unsigned long long"}, {"long long int", "long long"},
      {"long unsigned int", "unsigned long"},           {"short unsigned int", "unsigned short"},
      {"long int", "long"},                             {"short int", "short"},
      {"{anonymous}", "(anonymous namespace)"}};
  for (const auto &w : words)
    replaceWords(name, w[0], w[1]);
  for (std::size_t at = name.find("std::__cxx11::"); at != std::string::npos; at = name.find("std::__cxx11::"))
    name.erase(at + 5, 9);
  // clang writes "int *", "char &&": a space before each run of * and &.
  for (std::size_t i = 1; i < name.size(); ++i)
    if ((name[i] == '*' || name[i] == '&') && name[i - 1] != ' ' && name[i - 1] != '*' &&
        name[i - 1] != '&' && name[i - 1] != '(')
      name.insert(i++, " ");
  return name;
#else
  return llvm::getTypeName<T>().str();
#endif
}

// The registry name of a plugin class with an inline TypeID: "::" + its name
// as clang spells it; a class in an anonymous namespace also gets its source
// file's base name, as one plugin may have several and copies share the file.
inline std::string registryNameOf(llvm::StringRef typeName, llvm::StringRef file) {
  std::string raw = typeName.str();
  if (typeName.contains("(anonymous namespace)"))
    raw += "@" + file.substr(file.find_last_of('/') + 1).str();
  return escapedRegistryName(raw);
}

template <typename T>
mlir::TypeID inlineTypeID(bool ownedByMLIR, const char *file) {
  std::string name = canonicalTypeName<T>();
  if (ownedByMLIR && llvm::StringRef(name).starts_with("mlir::")) {
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
