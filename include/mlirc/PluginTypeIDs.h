//===- mlirc/PluginTypeIDs.h - Every TypeID of a plugin from the registry -*- C++ -*-===//
//
// Force-included into each C++ file of a plugin or extension by
// `pkg-config --cflags mlir-plugin` (`-include mlirc/PluginTypeIDs.h`) or by
// CMake's mlirc_add_plugin(): nothing in the sources changes, TableGen'd
// .inc files included as they are.  It redefines MLIR's TypeID macros before
// any MLIR header is read, so that:
//   MLIR_DECLARE_EXPLICIT_TYPE_ID(X)       the registry's TypeID for "X" (as
//       spelled), unless MLIR's own headers declare X (then MLIR's TypeID);
//   MLIR_DEFINE_EXPLICIT_TYPE_ID(X)        unchanged (storage nobody reads);
//   MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(X)   (every TableGen'd pass)
//       the registry's TypeID for "::" + X's full name (see docs/typeids.md).
// Two copies of a plugin opened RTLD_LOCAL then share all of these.  What is
// left to MLIR's name-keyed fallback (TypeID::get<T>() of classes without an
// explicit TypeID: interfaces, traits, value types) is already one table in
// libMLIRCoreImpl; its names are spelled as clang, which built MLIR, spells them.
//
//===----------------------------------------------------------------------===//
#ifndef MLIRC_PLUGINTYPEIDS_H
#define MLIRC_PLUGINTYPEIDS_H
#ifdef __cplusplus // a no-op for C files built with the same flags

#include "mlirc/RegistryTypeID.h"

namespace mlirc {
namespace detail {
#include "mlirc/MLIRTypeIDNames.inc"

constexpr int compareNames(const char *a, const char *b) {
  while (*a && *a == *b)
    ++a, ++b;
  return (unsigned char)*a - (unsigned char)*b;
}
template <std::size_t N>
constexpr bool containsName(const char *const (&names)[N], const char *name) {
  std::size_t low = 0, high = N;
  while (low < high) {
    std::size_t mid = (low + high) / 2;
    int c = compareNames(names[mid], name);
    if (c == 0)
      return true;
    if (c < 0)
      low = mid + 1;
    else
      high = mid;
  }
  return false;
}

// MLIR's classes keep the storage MLIR's libraries define; only the chosen
// branch is instantiated, so a plugin class never references `id`.
template <bool OwnedByMLIR>
struct ExplicitTypeID {
  template <typename Resolver>
  static mlir::TypeID get(const char *) { return Resolver::id; }
};
template <>
struct ExplicitTypeID<false> {
  template <typename Resolver>
  static mlir::TypeID get(const char *name) {
    static const mlir::TypeID id = registryTypeID(name);
    return id;
  }
};

// MLIR keys the TypeIDs of traits (TypeID::get<Trait>(), i.e. Trait<Empty>
// with Empty local to that function) by type name; g++ spells that name
// "X<mlir::TypeID::get<X>()::Empty>", clang "X<Empty>".
inline std::string implicitTypeName(llvm::StringRef name) {
  std::size_t at = name.rfind("<mlir::TypeID::get<");
  if (at == llvm::StringRef::npos || !name.ends_with(">()::Empty>"))
    return name.str();
  return (name.substr(0, at + 1) + "Empty>").str();
}
} // namespace detail
} // namespace mlirc

// What MLIR leaves to its name-keyed table (TypeID::get<T>() of a class
// without a TypeID of its own: interfaces, traits, the value types of
// ElementsAttr::tryGetValues<T>) is keyed by clang's spelling of T, as the
// libraries were built by clang; a g++-built plugin looks T up by the same
// spelling, or its traits (IsTerminator, ...) and value types (int64_t,
// llvm::APInt, ...) would be others than MLIR's.
#if MLIRC_MLIR_TYPE_NAMES_FROM_CLANG && defined(__GNUC__) && !defined(__clang__)
namespace mlir {
namespace detail {
template <typename T>
class TypeIDResolver<T, std::enable_if_t<!InlineTypeIDResolver::has_resolve_typeid<T>::value>>
    : public FallbackTypeIDResolver {
public:
  static TypeID resolveTypeID() {
    // MLIR's table keeps the name's characters, not a copy: the name lives
    // as long as the process (reachable from this static, so not a leak).
    static const std::string *name =
        new std::string(::mlirc::detail::implicitTypeName(::mlirc::detail::canonicalTypeName<T>()));
    static TypeID id = registerImplicitTypeID(*name);
    return id;
  }
};
} // namespace detail
} // namespace mlir
#endif

#define MLIRC_PLUGIN_EXPLICIT_TYPE_ID(CLASS_NAME)                                                  \
  namespace mlir {                                                                                 \
  namespace detail {                                                                               \
  template <>                                                                                      \
  class TypeIDResolver<CLASS_NAME> {                                                               \
  public:                                                                                          \
    static TypeID resolveTypeID() {                                                                \
      return ::mlirc::detail::ExplicitTypeID<::mlirc::detail::containsName(                       \
          ::mlirc::detail::mlirExplicitTypeIDNames, #CLASS_NAME)>::template get<TypeIDResolver>(   \
          #CLASS_NAME);                                                                            \
    }                                                                                              \
    static SelfOwningTypeID id;                                                                    \
  };                                                                                               \
  } /* namespace detail */                                                                         \
  } /* namespace mlir */

#undef MLIR_DECLARE_EXPLICIT_TYPE_ID
#define MLIR_DECLARE_EXPLICIT_TYPE_ID(CLASS_NAME) MLIRC_PLUGIN_EXPLICIT_TYPE_ID(CLASS_NAME)
// Later MLIR releases spell the explicit form this way too.
#ifdef MLIR_DECLARE_EXPLICIT_SELF_OWNING_TYPE_ID
#undef MLIR_DECLARE_EXPLICIT_SELF_OWNING_TYPE_ID
#define MLIR_DECLARE_EXPLICIT_SELF_OWNING_TYPE_ID(CLASS_NAME) MLIRC_PLUGIN_EXPLICIT_TYPE_ID(CLASS_NAME)
#endif

#undef MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID
#define MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CLASS_NAME)                                  \
  static ::mlir::TypeID resolveTypeID() {                                                          \
    static const ::mlir::TypeID id = ::mlirc::detail::inlineTypeID<CLASS_NAME>(                    \
        ::mlirc::detail::containsName(::mlirc::detail::mlirInlineTypeIDNames, #CLASS_NAME),        \
        __BASE_FILE__);                                                                            \
    return id;                                                                                     \
  }                                                                                                \
  static_assert(::mlir::detail::InlineTypeIDResolver::has_resolve_typeid<CLASS_NAME>::value,       \
                "MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(" #CLASS_NAME ") belongs in a "     \
                "public part of its class");

#endif // __cplusplus
#endif // MLIRC_PLUGINTYPEIDS_H
