// A C++ program on the Impl libraries (pkg-config mlir-core), built as a PIE:
// the data it reads directly, such as the static that is ModuleOp's TypeID,
// comes to the program by copy relocation, and the libraries must use that
// same copy; if a library bound its own copy, the TypeID it registered for
// builtin.module would differ from the program's and isa<ModuleOp> would fail.
// The TypeIDs MLIR registers by type name (traits, interfaces) are statics
// too, and the program's copy must be the libraries' one as well: g++ spells
// some of those names (a trait's) unlike clang, which built MLIR, so two
// copies would register two TypeIDs and hasTrait<> would fail.
#include <cstdio>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Parser/Parser.h"

int main() {
  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>("module {}", &context);
  std::optional<mlir::RegisteredOperationName> name =
      mlir::RegisteredOperationName::lookup("builtin.module", &context);
  if (!module || !name)
    return 1;
  // CHECK: module TypeID: same in program and library
  std::printf("module TypeID: %s in program and library\n",
              name->getTypeID() == mlir::TypeID::get<mlir::ModuleOp>() ? "same" : "differs");
  // CHECK: isa<ModuleOp>: 1
  std::printf("isa<ModuleOp>: %d\n", llvm::isa<mlir::ModuleOp>(module->getOperation()));
  // CHECK: hasTrait<OneRegion>: 1
  std::printf("hasTrait<OneRegion>: %d\n", module->getOperation()->hasTrait<mlir::OpTrait::OneRegion>());
  // CHECK: isa<OpAsmOpInterface>: 1
  std::printf("isa<OpAsmOpInterface>: %d\n", llvm::isa<mlir::OpAsmOpInterface>(module->getOperation()));
  return 0;
}
