/* The runner utilities of the ExecutionEngine component, from C: JIT'd code
 * prints through them once registered; a name the caller provides itself is
 * left alone; memrefCopy follows both layouts.
 *
 * RUN: %build_client %install_sliced mlir-c-execution-engine %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s --strict-whitespace
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-execution-engine %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson | FileCheck %s --strict-whitespace %}
 *
 * CHECK: symbols: printMemrefF32 printF64 rtclock memrefCopy
 * CHECK-NEXT: ( 2.5, -1 )<our newline>
 * CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
 * CHECK-NEXT: {{^}}[2.5,  2.5]
 * CHECK-NEXT: copied: 1 3 5 | 7 9 11
 */
#include <stdint.h>
#include <string.h>

#include "common.h"
#include "mlir-c/Components/RunnerUtils.h"
#include "mlir-c/Conversion.h"
#include "engine.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Components/Config.h"

static const char *kModule =
    "llvm.func @printF64(f64)\n"
    "llvm.func @printI64(i64)\n"
    "llvm.func @printOpen()\n"
    "llvm.func @printClose()\n"
    "llvm.func @printComma()\n"
    "llvm.func @printNewline()\n"
    "llvm.func @printMemrefF32(i64, !llvm.ptr)\n"
    "llvm.func @main() {\n"
    "  %x = llvm.mlir.constant(2.5 : f64) : f64\n"
    "  %m = llvm.mlir.constant(-1 : i64) : i64\n"
    "  llvm.call @printOpen() : () -> ()\n"
    "  llvm.call @printF64(%x) : (f64) -> ()\n"
    "  llvm.call @printComma() : () -> ()\n"
    "  llvm.call @printI64(%m) : (i64) -> ()\n"
    "  llvm.call @printClose() : () -> ()\n"
    "  llvm.call @printNewline() : () -> ()\n"
    "  llvm.return\n"
    "}\n"
    "llvm.func @print_memref(%rank: i64, %descriptor: !llvm.ptr) {\n"
    "  llvm.call @printMemrefF32(%rank, %descriptor) : (i64, !llvm.ptr) -> ()\n"
    "  llvm.return\n"
    "}\n";

static void our_newline(void) { printf("<our newline>\n"); }

static int provided_here(const char *name, void *user_data) {
  (void)user_data;
  return strcmp(name, "printNewline") == 0;
}

static void *lookup(const char *name) {
  size_t count = 0;
  const MlircRunnerUtilsSymbol *symbols = mlircRunnerUtilsGetSymbols(&count);
  for (size_t i = 0; i < count; ++i)
    if (strcmp(symbols[i].name, name) == 0)
      return symbols[i].address;
  return NULL;
}

/* The engine's packed wrapper "_mlir_NAME" of an llvm.func (the C API's
 * invoke wants the "_mlir_ciface_" one that only func-to-llvm creates). */
static int call_packed(MlirExecutionEngine ee, const char *wrapper, void **args) {
  void (*fn)(void **) = (void (*)(void **))mlirExecutionEngineLookup(ee, mlirStringRefCreateFromCString(wrapper));
  if (!fn)
    return 0;
  fn(args);
  return 1;
}

struct memref_2d {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
};

int main(void) {
  printf("symbols:");
  const char *wanted[] = {"printMemrefF32", "printF64", "rtclock", "memrefCopy"};
  for (int i = 0; i < 4; ++i)
    printf(" %s", lookup(wanted[i]) ? wanted[i] : "MISSING");
  printf("\n");
  fflush(stdout);

  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  MlirModule module = parse_or_die(ctx, kModule);
  MlirExecutionEngine ee = create_engine(module, 0);
  if (mlirExecutionEngineIsNull(ee))
    return 1;
  mlircRunnerUtilsRegister(ee, provided_here, NULL);
  mlirExecutionEngineRegisterSymbol(ee, mlirStringRefCreateFromCString("printNewline"),
                                    (void *)our_newline);
  if (!call_packed(ee, "_mlir_main", NULL))
    return 1;
  fflush(stdout);

  float data[2] = {2.5f, 2.5f};
  struct {
    float *allocated, *aligned;
    int64_t offset, size, stride;
  } vector = {data, data, 0, 2, 1};
  int64_t rank = 1;
  void *descriptor = &vector;
  void *args[] = {&rank, &descriptor};
  if (!call_packed(ee, "_mlir_print_memref", args))
    return 1;

  /* memrefCopy: every other column of a 2x6 matrix into a dense 2x3 one. */
  float source[12], target[6] = {0};
  for (int i = 0; i < 12; ++i)
    source[i] = (float)i;
  struct memref_2d from = {source, source, 1, {2, 3}, {6, 2}}, to = {target, target, 0, {2, 3}, {3, 1}};
  struct {
    int64_t rank;
    void *descriptor;
  } from_unranked = {2, &from}, to_unranked = {2, &to};
  void (*memref_copy)(int64_t, void *, void *) =
      (void (*)(int64_t, void *, void *))lookup("memrefCopy");
  memref_copy(sizeof(float), &from_unranked, &to_unranked);
  printf("copied: %g %g %g | %g %g %g\n", target[0], target[1], target[2], target[3], target[4],
         target[5]);

  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
