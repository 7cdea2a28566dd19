/* JIT call overhead: N calls of a trivial function through the libffi
 * invoker (mlircInvokerCall), through the engine's packed wrapper called
 * directly, and through the native pointer (the floor).  Prints seconds per
 * path and the invoker/packed ratio.  Run by tools/benchmark-invoke.py.
 * Usage: invoke [CALLS] */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/Invoke.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv) {
  long calls = argc > 1 ? atol(argv[1]) : 1000000;
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(
      "func.func @inc(%a: i64) -> i64 {\n  %c = arith.constant 1 : i64\n"
      "  %r = arith.addi %a, %c : i64\n  return %r : i64\n}\n"
      "func.func @incf(%a: f64) -> f64 {\n  %c = arith.constant 1.0 : f64\n"
      "  %r = arith.addf %a, %c : f64\n  return %r : f64\n}\n"));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirModuleIsNull(m) ||
      mlirLogicalResultIsFailure(mlirParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString("builtin.module(convert-arith-to-llvm,convert-func-to-llvm,"
                                         "reconcile-unrealized-casts)"),
          NULL, NULL)) ||
      mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m)))) {
    fprintf(stderr, "lowering failed\n");
    return 1;
  }
  mlirPassManagerDestroy(pm);
#if MLIRC_LLVM_VERSION_MAJOR >= 22
  MlirExecutionEngine ee = mlirExecutionEngineCreate(m, 2, 0, NULL, false, false);
#else
  MlirExecutionEngine ee = mlirExecutionEngineCreate(m, 2, 0, NULL, false);
#endif
  MlirStringRef name = mlirStringRefCreateFromCString("inc");
  MlircInvoker inv = mlircInvokerCreate(ee, m, name, NULL, NULL);
  void (*packed)(void **) = (void (*)(void **))mlirExecutionEngineLookupPacked(ee, name);
  int64_t (*native)(int64_t) = (int64_t(*)(int64_t))mlirExecutionEngineLookup(ee, name);
  /* f64 takes the general libffi path (ffi_call), i64 the direct one. */
  MlirStringRef namef = mlirStringRefCreateFromCString("incf");
  MlircInvoker invf = mlircInvokerCreate(ee, m, namef, NULL, NULL);
  void (*packedf)(void **) = (void (*)(void **))mlirExecutionEngineLookupPacked(ee, namef);
  if (mlirExecutionEngineIsNull(ee) || mlircInvokerIsNull(inv) || mlircInvokerIsNull(invf) || !packed || !packedf ||
      !native) {
    fprintf(stderr, "setup failed\n");
    return 1;
  }

  MlircInvokeValue arg = {MLIRC_INVOKE_I64, MLIRC_INVOKE_NONE, 0, {0}}, res;
  volatile int64_t sink = 0;
  double t0 = now();
  for (long i = 0; i < calls; ++i) {
    arg.as.i = i;
    mlircInvokerCall(inv, &arg, 1, &res, 1, NULL, NULL);
    sink += res.as.i;
  }
  double tInvoker = now() - t0;

  int64_t a = 0, r = 0;
  void *slots[] = {&a, &r};
  t0 = now();
  for (long i = 0; i < calls; ++i) {
    a = i;
    packed(slots);
    sink += r;
  }
  double tPacked = now() - t0;

  t0 = now();
  for (long i = 0; i < calls; ++i) sink += native(i);
  double tNative = now() - t0;

  MlircInvokeValue argf = {MLIRC_INVOKE_F64, MLIRC_INVOKE_NONE, 0, {0}};
  volatile double fsink = 0;
  t0 = now();
  for (long i = 0; i < calls; ++i) {
    argf.as.f64 = (double)i;
    mlircInvokerCall(invf, &argf, 1, &res, 1, NULL, NULL);
    fsink += res.as.f64;
  }
  double tInvokerF = now() - t0;
  double x = 0, y = 0;
  void *fslots[] = {&x, &y};
  t0 = now();
  for (long i = 0; i < calls; ++i) {
    x = (double)i;
    packedf(fslots);
    fsink += y;
  }
  double tPackedF = now() - t0;

  printf("calls %ld\ninvoker %.6f\npacked %.6f\nnative %.6f\ninvoker_ffi %.6f\npacked_ffi %.6f\n", calls,
         tInvoker, tPacked, tNative, tInvokerF, tPackedF);
  mlircInvokerDestroy(invf);
  mlircInvokerDestroy(inv);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return sink == 0;
}
