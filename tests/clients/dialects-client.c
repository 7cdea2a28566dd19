/* A Dialects client: func, arith and memref through their dialect handles;
 * build on parsed IR, verify, walk, print.
 *
 * RUN: %build_client %install_sliced mlir-c-dialects %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-dialects %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-dialects %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 *
 * CHECK: component=dialects
 * CHECK: verified: 1
 * CHECK: ops: 5
 * CHECK: func.func @load_add(%arg0: memref<4xf32>, %arg1: index) -> f32 {
 * CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%arg1] : memref<4xf32>
 * CHECK-NEXT: %[[S:.*]] = arith.addf %[[V]], %[[V]] : f32
 * CHECK-NEXT: return %[[S]] : f32
 * CHECK: unregistered op rejected
 */
#include "common.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/MemRef.h"

static const char *kModule =
    "func.func @load_add(%m: memref<4xf32>, %i: index) -> f32 {\n"
    "  %v = memref.load %m[%i] : memref<4xf32>\n"
    "  %s = arith.addf %v, %v : f32\n"
    "  return %s : f32\n"
    "}\n";

static MlirWalkResult count_op(MlirOperation op, void *user) {
  (void)op;
  ++*(int *)user;
  return MlirWalkResultAdvance;
}

int main(void) {
  printf("%s\n", mlircDialectsComponentConfig());
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  MlirDialectHandle handles[] = {mlirGetDialectHandle__func__(), mlirGetDialectHandle__arith__(),
                                 mlirGetDialectHandle__memref__()};
  for (int i = 0; i < 3; ++i)
    mlirDialectHandleLoadDialect(handles[i], ctx);

  MlirModule module = parse_or_die(ctx, kModule);
  MlirOperation op = mlirModuleGetOperation(module);
  printf("verified: %d\n", mlirOperationVerify(op));
  int ops = 0;
  mlirOperationWalk(op, count_op, &ops, MlirWalkPostOrder);
  printf("ops: %d\n", ops); /* module, func, load, addf, return */
  print_module(module);

  MlirModule bad = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString("\"nope.op\"() : () -> ()"));
  if (!mlirModuleIsNull(bad))
    return 1;
  printf("unregistered op rejected\n");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
