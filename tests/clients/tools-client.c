/* A Tools client: a `<project>-opt` written in C.  It registers the func and
 * arith dialects and MLIR's generic transform passes, and hands its command
 * line to mlir-opt's driver (mlircToolsOptMain), which parses, runs the
 * pipeline, prints and sets the exit status as mlir-opt does.
 *
 * RUN: %build_client %install_sliced mlir-c-tools %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced --canonicalize %S/Inputs/tools-client.mlir | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-tools %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson --canonicalize %S/Inputs/tools-client.mlir | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-tools %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib --canonicalize %S/Inputs/tools-client.mlir | FileCheck %s %}
 * CHECK-LABEL: func.func @add_zero(%arg0: i32) -> i32 {
 * CHECK-NEXT: return %arg0 : i32
 *
 * Only the dialects of its registry, the description it gave, the driver's
 * own options:
 * RUN: %run_client %install_sliced %t.sliced --show-dialects | FileCheck %s --check-prefix=DIALECTS
 * DIALECTS: Available Dialects: arith,builtin,func{{$}}
 * RUN: %run_client %install_sliced %t.sliced --help | FileCheck %s --check-prefix=HELP
 * HELP: OVERVIEW: tools-client: func and arith through mlir-opt's driver
 * HELP: --canonicalize
 * HELP: --verify-diagnostics
 *
 * A dialect it does not know, a pass it does not have, IR that does not
 * parse: mlir-opt's messages and exit status 1.
 * RUN: echo 'scf.yield' | not %run_client %install_sliced %t.sliced - 2>&1 | FileCheck %s --check-prefix=UNKNOWN
 * UNKNOWN: error: Dialect `scf' not found for custom op 'scf.yield'
 * RUN: not %run_client %install_sliced %t.sliced --convert-func-to-llvm %S/Inputs/tools-client.mlir 2>&1 | FileCheck %s --check-prefix=PASS
 * PASS: Unknown command line argument '--convert-func-to-llvm'
 * RUN: echo 'func.func @f(' | not %run_client %install_sliced %t.sliced - 2>&1 | FileCheck %s --check-prefix=PARSE
 * PARSE: <stdin>:1:14: error:
 */
#include "mlir-c/Components/Tools.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "mlir-c/Transforms.h"

int main(int argc, char **argv) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__arith__(), registry);
  mlirRegisterTransformsPasses();
  int status = mlircToolsOptMain(argc, argv, "tools-client: func and arith through mlir-opt's driver", registry);
  mlirDialectRegistryDestroy(registry);
  return status;
}
