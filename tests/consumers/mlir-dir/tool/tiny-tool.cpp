// Parses a module mixing func and tiny, verifies it and prints it.
#include "Tiny/TinyDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

int main() {
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, tiny::TinyDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(
      "func.func @f(%x: i32) -> i32 { %y = tiny.twice %x\n return %y : i32 }", &context);
  if (!module || mlir::failed(mlir::verify(*module)))
    return 1;
  // CHECK: %[[Y:.*]] = tiny.twice %{{.*}}{{$}}
  // CHECK: return %[[Y]] : i32
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
