// Each TypeID form, compiled with `pkg-config --cflags mlir-plugin`: MLIR's
// own classes keep the TypeIDs MLIR's libraries use, this program's classes
// get registry TypeIDs under the names docs/typeids.md gives.
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir-c/Components/Registry.h"

#include <cstdio>
#include <string>

namespace demo {
struct Explicit {};
template <typename T>
struct Box {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(Box<T>)
};
struct Inline {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(Inline)
};
// Complete before TypeID::get<> looks for their resolveTypeID (as with MLIR's macro).
template struct Box<int>;
template struct Box<long>;
} // namespace demo
MLIR_DECLARE_EXPLICIT_TYPE_ID(demo::Explicit)
MLIR_DEFINE_EXPLICIT_TYPE_ID(demo::Explicit)

namespace {
struct Hidden {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(Hidden)
};
} // namespace

static void check(const char *what, bool ok) { std::printf("%s: %s\n", what, ok ? "yes" : "no"); }

// The registry's name for `id`, or "(not in the registry)".
static std::string name(mlir::TypeID id) {
  MlirStringRef n = mlircRegistryGetName({id.getAsOpaquePointer()});
  return n.data ? std::string(n.data, n.length) : "(not in the registry)";
}

int main() {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, mlir::arith::ArithDialect>();
  mlir::MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  using namespace mlir;
  check("IntegerType is MLIR's", TypeID::get<IntegerType>() == IntegerType::get(&ctx, 32).getTypeID());
  check("arith.addi is MLIR's",
        TypeID::get<arith::AddIOp>() == OperationName("arith.addi", &ctx).getTypeID());
  check("func dialect is MLIR's",
        TypeID::get<func::FuncDialect>() == ctx.getLoadedDialect("func")->getTypeID());
  check("func.return is a terminator to MLIR",
        OperationName("func.return", &ctx).hasTrait<OpTrait::IsTerminator>());
  std::printf("explicit: %s\n", name(TypeID::get<demo::Explicit>()).c_str());
  std::printf("inline: %s\n", name(TypeID::get<demo::Inline>()).c_str());
  std::printf("template: %s\n", name(TypeID::get<demo::Box<int>>()).c_str());
  std::printf("anonymous: %s\n", name(TypeID::get<Hidden>()).c_str());
  check("Box<int> and Box<long> differ", TypeID::get<demo::Box<int>>() != TypeID::get<demo::Box<long>>());
  return 0;
}
