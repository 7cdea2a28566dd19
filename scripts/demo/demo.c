/* The README's example: parse, verify, canonicalize and print a module with
 * nothing but `pkg-config --cflags --libs mlir-c-core`. */
#include <stdio.h>
#include "mlir-c/Components/Version.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"

static void out(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }

/* The malformed input's diagnostic, worded so a first run shows nothing that
 * looks like a failure. */
static MlirLogicalResult expected_error(MlirDiagnostic d, void *u) {
  (void)u;
  printf("expected error (malformed input, rejected on purpose): ");
  mlirDiagnosticPrint(d, out, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(ctx, expected_error, NULL, NULL);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(
      "func_like = \"x\"\n"));
  mlirContextDetachDiagnosticHandler(ctx, handler);
  if (!mlirModuleIsNull(m)) return 1; /* malformed on purpose: rejected */
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(
      "module { %a = \"demo.value\"() : () -> i32 \"demo.use\"(%a, %a) : (i32, i32) -> () }"));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCSE());
  if (mlirModuleIsNull(m) || !mlirOperationVerify(mlirModuleGetOperation(m)) ||
      mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m))))
    return 1;
  printf("mlir-components %s, LLVM %s (%s)\n", mlircGetVersion(), mlircGetLLVMVersion(), mlircGetLLVMLinkage());
  mlirOperationPrint(mlirModuleGetOperation(m), out, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
