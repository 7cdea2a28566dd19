/* Benchmark client: parse, verify and print a small module with upstream's C
 * API only, so the same source links against the monolith and against us. */
#include <stdio.h>
#include "mlir-c/IR.h"

static void out(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(
      "module { %a = \"b.v\"() : () -> i32 \"b.use\"(%a) {k = [1, 2.0 : f32, \"s\"]} : (i32) -> () }"));
  if (mlirModuleIsNull(m) || !mlirOperationVerify(mlirModuleGetOperation(m))) return 1;
  mlirOperationPrint(mlirModuleGetOperation(m), out, NULL);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
