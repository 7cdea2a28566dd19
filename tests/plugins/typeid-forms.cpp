// Each TypeID form, compiled with `pkg-config --cflags mlir-plugin`: MLIR's
// own classes keep the TypeIDs MLIR's libraries use, this program's classes
// get registry TypeIDs under the names docs/typeids.md gives.
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir-c/Components/Registry.h"

#include <complex>
#include <cstdint>
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

// Any spelling of a C++ type may name an explicit TypeID.
struct MyLocation {};
MLIR_DECLARE_EXPLICIT_TYPE_ID(MyLocation *)
MLIR_DEFINE_EXPLICIT_TYPE_ID(MyLocation *)

namespace {
struct Hidden {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(Hidden)
};
} // namespace

static void check(const char *what, bool ok) { std::printf("%s: %s\n", what, ok ? "yes" : "no"); }

// Whether MLIR's libraries give this program the values of `attr` as T: they
// compare TypeID::get<T>() of this program with their own.
template <typename T>
static void values(mlir::MLIRContext &ctx, const char *type, const char *attr) {
  auto elements = llvm::cast<mlir::ElementsAttr>(mlir::parseAttribute(attr, &ctx));
  std::printf("%s values of %s: %s\n", type, attr, elements.tryGetValues<T>() ? "yes" : "no");
}

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
  std::printf("template of long: %s\n", name(TypeID::get<demo::Box<long>>()).c_str());
  check("Box<int> and Box<long> differ", TypeID::get<demo::Box<int>>() != TypeID::get<demo::Box<long>>());
  std::printf("pointer: %s\n", name(TypeID::get<MyLocation *>()).c_str());

  const char *i64 = "dense<[1, 2]> : tensor<2xi64>", *f64 = "dense<[1.0]> : tensor<1xf64>";
  values<int64_t>(ctx, "int64_t", i64);
  values<uint64_t>(ctx, "uint64_t", i64);
  values<llvm::APInt>(ctx, "APInt", i64);
  values<int32_t>(ctx, "int32_t", "dense<[1]> : tensor<1xi32>");
  values<uint16_t>(ctx, "uint16_t", "dense<[1]> : tensor<1xi16>");
  values<int8_t>(ctx, "int8_t", "dense<[1]> : tensor<1xi8>");
  values<bool>(ctx, "bool", "dense<[true]> : tensor<1xi1>");
  values<float>(ctx, "float", "dense<[1.0]> : tensor<1xf32>");
  values<double>(ctx, "double", f64);
  values<llvm::APFloat>(ctx, "APFloat", f64);
  values<std::complex<int64_t>>(ctx, "std::complex<int64_t>", "dense<[(1, 2)]> : tensor<1xcomplex<i64>>");
  values<std::complex<llvm::APInt>>(ctx, "std::complex<APInt>", "dense<[(1, 2)]> : tensor<1xcomplex<i64>>");
  values<std::complex<llvm::APFloat>>(ctx, "std::complex<APFloat>", "dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>");
  values<Attribute>(ctx, "Attribute", i64);
  // The check can fail: i64 values are not float's.
  values<float>(ctx, "float", i64);
  return 0;
}
