/* mlircExecutionEngineCreateWithOptions: LLVM's perf JIT listener writes its
 * jitdump file under $JITDUMPDIR (unset: $TMPDIR in Debian's LLVM, $HOME in
 * LLVM's own sources) only when asked for, while
 * upstream's mlirExecutionEngineCreate keeps MLIR's default (on), as the
 * header says; bad options are refused with a diagnostic.  The listener is
 * one per process, so each mode runs in a process of its own.
 *
 * RUN: %build_client %install_sliced mlir-c-execution-engine %s %t.sliced
 * RUN: rm -rf %t.dirs && mkdir -p %t.dirs/off %t.dirs/home %t.dirs/perf %t.dirs/perfhome %t.dirs/upstream
 * RUN: env -u JITDUMPDIR HOME=%t.dirs/home TMPDIR=%t.dirs/home %run_client %install_sliced %t.sliced off | FileCheck %s --check-prefix=OK
 * RUN: env JITDUMPDIR=%t.dirs/off %run_client %install_sliced %t.sliced off | FileCheck %s --check-prefix=OK
 * RUN: env JITDUMPDIR=%t.dirs/off %run_client %install_sliced %t.sliced defaults | FileCheck %s --check-prefix=OK
 * RUN: env JITDUMPDIR=%t.dirs/off %run_client %install_sliced %t.sliced bad | FileCheck %s --check-prefix=BAD
 * RUN: find %t.dirs/home %t.dirs/off | FileCheck %s --check-prefix=NONE
 * NONE-NOT: .debug
 *
 * RUN: env JITDUMPDIR=%t.dirs/perf %run_client %install_sliced %t.sliced perf | FileCheck %s --check-prefix=OK
 * RUN: find %t.dirs/perf -name 'jit-*.dump' | FileCheck %s --check-prefix=DUMP
 * RUN: env -u JITDUMPDIR HOME=%t.dirs/perfhome TMPDIR=%t.dirs/perfhome %run_client %install_sliced %t.sliced perf | FileCheck %s --check-prefix=OK
 * RUN: find %t.dirs/perfhome -name 'jit-*.dump' | FileCheck %s --check-prefix=DUMP
 * RUN: env JITDUMPDIR=%t.dirs/upstream %run_client %install_sliced %t.sliced upstream | FileCheck %s --check-prefix=OK
 * RUN: find %t.dirs/upstream -name 'jit-*.dump' | FileCheck %s --check-prefix=DUMP
 * DUMP: /.debug/jit/llvm-IR-jit-{{[0-9]+}}-{{[^/]+}}/jit-{{[0-9]+}}.dump
 *
 * OK-NOT: creation failed
 * OK: answer() = 42
 *
 * BAD: diagnostic: execution engine options: structSize 1 is not a size this library knows
 * BAD-NEXT: size 1: refused
 * BAD: diagnostic: execution engine options: optLevel must be 0..3, got 4
 * BAD-NEXT: opt level 4: refused
 * BAD: diagnostic: execution engine options: -1 shared library paths but no array of them
 * BAD-NEXT: -1 paths: refused
 * BAD: diagnostic: execution engine options: shared library path 0 is not a valid path (null, or contains a NUL byte)
 * BAD-NEXT: NUL in path: refused
 */
#include <stdbool.h>
#include <string.h>

#include "common.h"
#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/RegisterEverything.h"

/* Already in C-interface form: InvokePacked calls "_mlir_ciface_" + name. */
static const char *kModule =
    "llvm.func @_mlir_ciface_answer() -> i32 {\n"
    "  %0 = llvm.mlir.constant(42 : i32) : i32\n"
    "  llvm.return %0 : i32\n"
    "}\n";

static MlirExecutionEngine create(MlirModule module, const char *mode) {
  if (strcmp(mode, "upstream") == 0) {
#if MLIRC_LLVM_VERSION_MAJOR >= 22
    return mlirExecutionEngineCreate(module, 2, 0, NULL, false, false);
#else
    return mlirExecutionEngineCreate(module, 2, 0, NULL, false);
#endif
  }
  if (strcmp(mode, "defaults") == 0)
    return mlircExecutionEngineCreateWithOptions(module, NULL);
  MlircExecutionEngineOptions options;
  mlircExecutionEngineOptionsInit(&options);
  options.enablePerfListener = strcmp(mode, "perf") == 0;
  return mlircExecutionEngineCreateWithOptions(module, &options);
}

static int run(MlirModule module, const char *mode) {
  MlirExecutionEngine engine = create(module, mode);
  if (mlirExecutionEngineIsNull(engine)) {
    printf("creation failed\n");
    return 1;
  }
  int result = 0;
  void *args[] = {&result};
  MlirLogicalResult status =
      mlirExecutionEngineInvokePacked(engine, mlirStringRefCreateFromCString("answer"), args);
  printf("answer() = %d\n", result);
  mlirExecutionEngineDestroy(engine);
  return mlirLogicalResultIsSuccess(status) ? 0 : 1;
}

/* Each bad option alone must give a null engine. */
static int refuse(MlirModule module, const char *what, MlircExecutionEngineOptions options) {
  MlirExecutionEngine engine = mlircExecutionEngineCreateWithOptions(module, &options);
  printf("%s: %s\n", what, mlirExecutionEngineIsNull(engine) ? "refused" : "accepted");
  if (mlirExecutionEngineIsNull(engine))
    return 0;
  mlirExecutionEngineDestroy(engine);
  return 1;
}

static int bad_options(MlirModule module) {
  MlircExecutionEngineOptions base;
  mlircExecutionEngineOptionsInit(&base);
  MlircExecutionEngineOptions size = base, level = base, count = base, nul = base;
  size.structSize = 1;
  level.optLevel = 4;
  count.numSharedLibPaths = -1;
  MlirStringRef path = mlirStringRefCreate("lib\0.so", 7);
  nul.numSharedLibPaths = 1;
  nul.sharedLibPaths = &path;
  return refuse(module, "size 1", size) + refuse(module, "opt level 4", level) +
         refuse(module, "-1 paths", count) + refuse(module, "NUL in path", nul);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s off|defaults|perf|upstream|bad\n", argv[0]);
    return 2;
  }
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__llvm__(), ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  MlirModule module = parse_or_die(ctx, kModule);
  int status = strcmp(argv[1], "bad") == 0 ? bad_options(module) : run(module, argv[1]);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return status;
}
