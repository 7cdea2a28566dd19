/* A Passes client: lower func/arith to the LLVM dialect with upstream's
 * conversion passes, then reject an unknown pass by name.
 *
 * RUN: %build_client %install_sliced mlir-c-passes %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-passes %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-passes %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 *
 * CHECK: component=passes
 * CHECK: pipeline: ok
 * CHECK: llvm.func @add(%arg0: i32, %arg1: i32) -> i32 {
 * CHECK-NEXT: %[[S:.*]] = llvm.add %arg0, %arg1 : i32
 * CHECK-NEXT: llvm.return %[[S]] : i32
 * CHECK: unknown pass rejected
 */
#include "common.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Pass.h"

static const char *kModule =
    "func.func @add(%a: i32, %b: i32) -> i32 {\n"
    "  %s = arith.addi %a, %b : i32\n"
    "  return %s : i32\n"
    "}\n";

static const char *kLowerToLLVM =
    "builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)";

int main(void) {
  printf("%s\n", mlircPassesComponentConfig());
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__llvm__(), ctx);
  mlirRegisterConversionPasses();

  MlirModule module = parse_or_die(ctx, kModule);
  if (!run_pipeline(ctx, module, kLowerToLLVM)) {
    printf("pipeline: failed\n");
    return 1;
  }
  printf("pipeline: ok\n");
  print_module(module);

  int ok = run_pipeline(ctx, module, "builtin.module(no-such-pass)");
  printf("\n");
  if (ok)
    return 1;
  printf("unknown pass rejected\n");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
