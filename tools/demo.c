/* The README's example: parse, verify, canonicalize and print a module with
 * nothing but `pkg-config --cflags --libs mlir-c-core`. */
#include <stdio.h>
#include "mlir-c/Components/Version.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"

static void out(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(
      "func_like = \"x\"\n"));
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
