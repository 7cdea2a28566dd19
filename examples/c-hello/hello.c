/* Parse a module from text, verify it, walk it and print it (Core C API). */
#include <stdio.h>

#include "mlir-c/IR.h"

static void print_to_stdout(MlirStringRef text, void *user_data) {
  (void)user_data;
  fwrite(text.data, 1, text.length, stdout);
}

static const char kSource[] =
    "module attributes {hello.greeting = \"hello, world\"} {\n"
    "  \"hello.op\"() {answer = 42 : i32} : () -> ()\n"
    "}\n";

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true); /* for hello.op */
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kSource));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "parse failed\n");
    return 1;
  }
  MlirOperation op = mlirModuleGetOperation(module);
  printf("verified: %s\n", mlirOperationVerify(op) ? "yes" : "no");
  MlirOperation first = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(first));
  printf("first op: %.*s\n", (int)name.length, name.data);
  mlirOperationPrint(op, print_to_stdout, NULL);
  printf("\n");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
