/* The C side of scripts/bench/benchmark-python.py's Context() row: a context with
 * every dialect and extension registered and loaded (what mlir.ir.Context()
 * gives), then the parse of a small func/arith module.  Prints the process's
 * resident set size in kB.  parse-all */
#include <stdio.h>
#include <string.h>

#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

static const char *asm_text =
    "func.func @add(%a: i32, %b: i32) -> i32 {\n"
    "  %0 = arith.addi %a, %b : i32\n"
    "  return %0 : i32\n"
    "}\n";

static long rss_kb(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  while (f && fgets(line, sizeof line, f))
    if (strncmp(line, "VmRSS:", 6) == 0) sscanf(line + 6, "%ld", &kb);
  if (f) fclose(f);
  return kb;
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextLoadAllAvailableDialects(ctx);
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(asm_text));
  if (mlirModuleIsNull(module)) return 1;
  printf("%ld\n", rss_kb());
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
