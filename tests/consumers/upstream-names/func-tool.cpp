// Parses and verifies a func.func through upstream's library names
// (MLIRIR, MLIRParser, MLIRFuncDialect).
#include <cstdio>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

int main() {
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(
      "func.func @id(%x: i32) -> i32 { return %x : i32 }", &context);
  if (!module || mlir::failed(mlir::verify(*module)))
    return 1;
  int functions = 0;
  module->walk([&](mlir::func::FuncOp) { ++functions; });
  // CHECK: functions: 1
  std::printf("functions: %d\n", functions);
  return 0;
}
