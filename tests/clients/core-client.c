/* A Core-only C client: version queries, parse, verify, a pass pipeline of
 * generic passes, print, and a malformed module reported as a diagnostic.
 *
 * REQUIRES: separate-trees
 * RUN: %build_client %install_sliced mlir-c-core %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %run_client %install_sliced ldd %t.sliced | FileCheck %s --check-prefix=SLICED-LDD
 * RUN: %build_client %install_meson mlir-c-core %s %t.meson
 * RUN: %run_client %install_meson %t.meson | FileCheck %s
 * RUN: %build_client %install_dylib mlir-c-core %s %t.dylib
 * RUN: %run_client %install_dylib %t.dylib | FileCheck %s
 * RUN: %run_client %install_dylib ldd %t.dylib | FileCheck %s --check-prefix=DYLIB-LDD
 *
 * In sliced mode a core-only client maps no libLLVM and only Core libraries.
 * SLICED-LDD-NOT: libLLVM
 * SLICED-LDD-NOT: libMLIR.so
 * SLICED-LDD-NOT: libMLIRDialects
 * SLICED-LDD: libMLIRCorePublicAPI.so.[[#]]
 * SLICED-LDD-NOT: libLLVM
 * SLICED-LDD: libMLIRCoreImpl.so.[[#]]
 * SLICED-LDD-NOT: libLLVM
 * DYLIB-LDD: libLLVM
 *
 * CHECK: mlir-components {{[0-9]+\.[0-9]+\.[0-9]+(\.[0-9]{8}\.[0-9]+)?}} on LLVM [[LLVM:[0-9]+]].{{[0-9]+\.[0-9]+}}
 * CHECK: component=core llvm=[[LLVM]].
 * CHECK: verified: 1
 * CHECK: pipeline: ok
 * CHECK: module {
 * CHECK-NOT: @unused
 * CHECK: module @kept
 * CHECK-NOT: @unused
 * CHECK: "test.print"() {ref = @kept} : () -> ()
 * CHECK: diagnostic: expected operation name in quotes
 * CHECK: malformed module rejected
 */
#include <string.h>

#include "common.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"

/* Only builtin and unregistered operations: which dialects end up in Core
 * differs between LLVM releases. */
static const char *kModule =
    "module {\n"
    "  module @unused attributes {sym_visibility = \"private\"} {}\n"
    "  module @kept {}\n"
    "  \"test.print\"() {ref = @kept} : () -> ()\n"
    "}\n";

int main(void) {
  printf("mlir-components %s on LLVM %s (%s)\n", mlircGetVersion(), mlircGetLLVMVersion(),
         mlircGetLLVMLinkage());
  printf("%s\n", mlircCoreComponentConfig());

  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);

  MlirModule module = parse_or_die(ctx, kModule);
  MlirOperation op = mlirModuleGetOperation(module);
  printf("verified: %d\n", mlirOperationVerify(op));

  mlirRegisterTransformsPasses();
  if (!run_pipeline(ctx, module, "builtin.module(symbol-dce,canonicalize,cse)")) {
    printf("pipeline: failed\n");
    return 1;
  }
  printf("pipeline: ok\n");
  print_module(module);

  MlirModule bad = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString("module { %x = }"));
  if (!mlirModuleIsNull(bad))
    return 1;
  printf("malformed module rejected\n");

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
