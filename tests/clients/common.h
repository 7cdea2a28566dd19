/* Shared by the test clients: print to stdout through the C API's callbacks,
 * and collect diagnostics so a failure is reported with MLIR's own text. */
#ifndef MLIRC_TEST_CLIENT_COMMON_H
#define MLIRC_TEST_CLIENT_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

static inline void print_to_stdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

/* An error callback (MlirStringCallback) printing one "error: ..." line. */
static inline void print_error(MlirStringRef msg, void *user) {
  (void)user;
  printf("error: %.*s\n", (int)msg.length, msg.data);
}

static inline MlirLogicalResult print_diagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diagnostic: ");
  mlirDiagnosticPrint(d, print_to_stdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static inline MlirModule parse_or_die(MlirContext ctx, const char *text) {
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m)) {
    printf("error: parse failed\n");
    exit(1);
  }
  return m;
}

static inline void print_module(MlirModule m) {
  mlirOperationPrint(mlirModuleGetOperation(m), print_to_stdout, NULL);
  printf("\n");
}

/* Parse a textual pass pipeline and run it on the module; failures are
 * reported through the diagnostic handler and the parser's own message. */
static inline int run_pipeline(MlirContext ctx, MlirModule m, const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult r = mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                              mlirStringRefCreateFromCString(pipeline),
                                              print_to_stdout, NULL);
  if (mlirLogicalResultIsSuccess(r))
    r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m));
  mlirPassManagerDestroy(pm);
  return mlirLogicalResultIsSuccess(r);
}

#endif
