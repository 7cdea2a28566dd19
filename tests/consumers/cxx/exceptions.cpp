// A C++ consumer with its own exception model (-fexceptions) on the Impl
// libraries: it throws and catches around MLIR calls, and its language level
// (C++20) is its own, not the libraries' C++17.
#include <cstdio>
#include <stdexcept>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

static_assert(__cplusplus >= 202002L, "the consumer's C++20 was overridden");

static int countOps(mlir::MLIRContext &context, const char *source) {
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
  if (!module)
    throw std::runtime_error("does not parse");
  int n = 0;
  module->walk([&](mlir::Operation *) { ++n; });
  return n;
}

int main() {
  mlir::MLIRContext context;
  context.allowUnregisteredDialects();
  context.getDiagEngine().registerHandler([](mlir::Diagnostic &) { return mlir::success(); });
  try {
    // CHECK: ops: 3
    std::printf("ops: %d\n", countOps(context, "module { \"a.b\"() : () -> () \"a.c\"() : () -> () }"));
    countOps(context, "module {");
    std::printf("no exception\n");
  } catch (const std::runtime_error &e) {
    // CHECK: caught: does not parse
    std::printf("caught: %s\n", e.what());
  }
  return 0;
}
