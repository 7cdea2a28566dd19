/* The client scripts/test-debian-side-by-side builds once per LLVM major: it
 * says which major its headers and its loaded libraries are of (they must
 * agree), then lowers a function to the LLVM dialect with a pass pipeline.
 * Built with `pkg-config --cflags --libs mlir-c-passes` and nothing else. */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"

static void print_to_stdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static const char *kModule =
    "func.func @add(%a: i32, %b: i32) -> i32 {\n"
    "  %z = arith.constant 0 : i32\n"
    "  %t = arith.addi %a, %z : i32\n"
    "  %s = arith.addi %t, %b : i32\n"
    "  return %s : i32\n"
    "}\n";

static const char *kPipeline =
    "builtin.module(canonicalize,convert-arith-to-llvm,convert-func-to-llvm,"
    "reconcile-unrealized-casts)";

int main(void) {
  printf("headers: mlir-components %s, LLVM %s\n", MLIRC_VERSION_STRING,
         MLIRC_LLVM_VERSION_STRING);
  printf("library: mlir-components %s, LLVM %s (major %d, %s)\n", mlircGetVersion(),
         mlircGetLLVMVersion(), mlircGetLLVMMajorVersion(), mlircGetLLVMLinkage());
  if (mlircGetLLVMMajorVersion() != MLIRC_LLVM_VERSION_MAJOR ||
      strcmp(mlircGetLLVMVersion(), MLIRC_LLVM_VERSION_STRING) != 0) {
    printf("error: built for LLVM %s, loaded LLVM %s\n", MLIRC_LLVM_VERSION_STRING,
           mlircGetLLVMVersion());
    return 1;
  }

  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__llvm__(), ctx);
  mlirRegisterTransformsPasses();
  mlirRegisterConversionPasses();
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  if (mlirModuleIsNull(module)) {
    printf("error: parse failed\n");
    return 1;
  }
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult r = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm), mlirStringRefCreateFromCString(kPipeline),
      print_to_stdout, NULL);
  if (mlirLogicalResultIsSuccess(r))
    r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  mlirPassManagerDestroy(pm);
  if (!mlirLogicalResultIsSuccess(r)) {
    printf("\nerror: pipeline failed\n");
    return 1;
  }
  printf("pipeline: ok\n");
  mlirOperationPrint(mlirModuleGetOperation(module), print_to_stdout, NULL);
  printf("\n");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
