/* An ExecutionEngine client: lower to LLVM, JIT, call through the packed
 * interface, and look up a function that does not exist.
 *
 * RUN: %build_client %install_sliced mlir-c-execution-engine %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-execution-engine %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-execution-engine %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 *
 * CHECK: component=execution-engine
 * CHECK: add(40, 2) = 42
 * CHECK: add(-7, 3) = -4
 * CHECK: missing function: not found
 */
#include "common.h"
#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "engine.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

static const char *kModule =
    "func.func @add(%a: i32, %b: i32) -> i32 attributes {llvm.emit_c_interface} {\n"
    "  %s = arith.addi %a, %b : i32\n"
    "  return %s : i32\n"
    "}\n";

int main(void) {
  printf("%s\n", mlircExecutionEngineComponentConfig());
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterConversionPasses();

  MlirModule module = parse_or_die(ctx, kModule);
  if (!run_pipeline(ctx, module, "builtin.module(convert-arith-to-llvm,convert-func-to-llvm,"
                                  "reconcile-unrealized-casts)")) {
    printf("lowering failed\n");
    return 1;
  }
  MlirExecutionEngine ee = create_engine(module, 2);
  if (mlirExecutionEngineIsNull(ee)) {
    printf("JIT creation failed\n");
    return 1;
  }
  int pairs[2][2] = {{40, 2}, {-7, 3}};
  for (int i = 0; i < 2; ++i) {
    int result = 0;
    void *args[] = {&pairs[i][0], &pairs[i][1], &result};
    if (mlirLogicalResultIsFailure(
            mlirExecutionEngineInvokePacked(ee, mlirStringRefCreateFromCString("add"), args)))
      return 1;
    printf("add(%d, %d) = %d\n", pairs[i][0], pairs[i][1], result);
  }
  void *missing = mlirExecutionEngineLookupPacked(ee, mlirStringRefCreateFromCString("nope"));
  printf("missing function: %s\n", missing ? "found" : "not found");
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return missing ? 1 : 0;
}
