/* What the execution-engine clients and the recipe runner start from: a
 * context with every dialect, LLVM translation and pass registered, its
 * diagnostics going to `handler`. */
#ifndef MLIRC_TEST_CLIENT_EVERYTHING_H
#define MLIRC_TEST_CLIENT_EVERYTHING_H

#include "common.h"
#include "mlir-c/RegisterEverything.h"

static inline MlirContext everything_context(MlirDiagnosticHandler handler) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  return ctx;
}

#endif
