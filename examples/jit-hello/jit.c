/* Lower func/arith to the LLVM dialect and run it with the execution engine. */
#include <stdint.h>
#include <stdio.h>

#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#define S(text) mlirStringRefCreateFromCString(text)
static const char kSource[] = "func.func @add_mul(%a: i64, %b: i64) -> i64 {\n"
                              "  %sum = arith.addi %a, %b : i64\n"
                              "  %product = arith.muli %sum, %b : i64\n"
                              "  return %product : i64\n}\n";

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterConversionPasses();
  MlirModule module = mlirModuleCreateParse(ctx, S(kSource));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  const char *lower = "convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts";
  if (mlirModuleIsNull(module) ||
      mlirLogicalResultIsFailure(mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(pm), S(lower), NULL, NULL)) ||
      mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return 1;
  /* Unlike mlirExecutionEngineCreate, no perf JIT listener (and no jitdump file
   * left behind) unless options.enablePerfListener is set. */
  MlircExecutionEngineOptions options;
  mlircExecutionEngineOptionsInit(&options);
  MlirExecutionEngine engine = mlircExecutionEngineCreateWithOptions(module, &options);
  if (mlirExecutionEngineIsNull(engine))
    return 1;
  int64_t (*add_mul)(int64_t, int64_t) = (int64_t(*)(int64_t, int64_t))mlirExecutionEngineLookup(engine, S("add_mul"));
  printf("add_mul(4, 6) = %lld\n", (long long)add_mul(4, 6));
  mlirExecutionEngineDestroy(engine), mlirPassManagerDestroy(pm), mlirModuleDestroy(module);
  mlirContextDestroy(ctx), mlirDialectRegistryDestroy(registry);
}
