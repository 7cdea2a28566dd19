/* JIT call overhead: N calls of a trivial function through the invoker
 * (mlircInvokerCall, with MlircInvokeValue arguments checked one by one;
 * mlircInvokerCallScalars, with bare values and a signature id), through the
 * engine's packed wrapper called directly (no checks at all), and through
 * the native pointer (the floor).  Prints seconds per
 * path and the invoker/packed ratio.  Run by scripts/bench/benchmark-invoke.py.
 * Usage: invoke [CALLS [ROUNDS]]: each path runs CALLS calls ROUNDS times
 * (default 1000000, 5), the best time kept. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/Components/Invoke.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Each loop in a function of its own, so that callgrind's inclusive count
 * of the function divided by CALLS is the cost of one iteration, loop
 * included, the same way for every path. */
#define LOOP __attribute__((noinline))

LOOP static int64_t loop_invoker_i64(MlircInvoker inv, long calls) {
  MlircInvokeValue arg = {MLIRC_INVOKE_I64, MLIRC_INVOKE_NONE, 0, {0}}, res;
  int64_t sink = 0;
  for (long i = 0; i < calls; ++i) {
    arg.as.i = i;
    if (mlirLogicalResultIsFailure(mlircInvokerCall(inv, &arg, 1, &res, 1, NULL, NULL))) return 0;
    sink += res.as.i;
  }
  return sink;
}

LOOP static int64_t loop_scalars_i64(MlircInvoker inv, long calls) {
  MlircInvokeKind k = MLIRC_INVOKE_I64;
  uint64_t id = mlircInvokeSignatureId(&k, 1, &k, 1);
  MlircInvokeScalar arg, res;
  int64_t sink = 0;
  for (long i = 0; i < calls; ++i) {
    arg.i = i;
    if (mlirLogicalResultIsFailure(mlircInvokerCallScalars(inv, id, &arg, &res, NULL, NULL))) return 0;
    sink += res.i;
  }
  return sink;
}

LOOP static int64_t loop_packed_i64(void (*packed)(void **), long calls) {
  int64_t a = 0, r = 0, sink = 0;
  void *slots[] = {&a, &r};
  for (long i = 0; i < calls; ++i) {
    a = i;
    packed(slots);
    sink += r;
  }
  return sink;
}

LOOP static int64_t loop_native_i64(int64_t (*native)(int64_t), long calls) {
  int64_t sink = 0;
  for (long i = 0; i < calls; ++i) sink += native(i);
  return sink;
}

LOOP static double loop_invoker_f64(MlircInvoker inv, long calls) {
  MlircInvokeValue arg = {MLIRC_INVOKE_F64, MLIRC_INVOKE_NONE, 0, {0}}, res;
  double sink = 0;
  for (long i = 0; i < calls; ++i) {
    arg.as.f64 = (double)i;
    if (mlirLogicalResultIsFailure(mlircInvokerCall(inv, &arg, 1, &res, 1, NULL, NULL))) return 0;
    sink += res.as.f64;
  }
  return sink;
}

LOOP static double loop_scalars_f64(MlircInvoker inv, long calls) {
  MlircInvokeKind k = MLIRC_INVOKE_F64;
  uint64_t id = mlircInvokeSignatureId(&k, 1, &k, 1);
  MlircInvokeScalar arg, res;
  double sink = 0;
  for (long i = 0; i < calls; ++i) {
    arg.f64 = (double)i;
    if (mlirLogicalResultIsFailure(mlircInvokerCallScalars(inv, id, &arg, &res, NULL, NULL))) return 0;
    sink += res.f64;
  }
  return sink;
}

LOOP static double loop_packed_f64(void (*packed)(void **), long calls) {
  double x = 0, y = 0, sink = 0;
  void *slots[] = {&x, &y};
  for (long i = 0; i < calls; ++i) {
    x = (double)i;
    packed(slots);
    sink += y;
  }
  return sink;
}

int main(int argc, char **argv) {
  long calls = argc > 1 ? atol(argv[1]) : 1000000;
  int rounds = argc > 2 ? atoi(argv[2]) : 5;
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
  MlircExecutionEngineOptions options; /* listeners off: no jitdump file left behind */
  mlircExecutionEngineOptionsInit(&options);
  MlirExecutionEngine ee = mlircExecutionEngineCreateWithOptions(m, &options);
  MlirStringRef name = mlirStringRefCreateFromCString("inc");
  MlircInvoker inv = mlircInvokerCreate(ee, m, name, NULL, NULL);
  void (*packed)(void **) = (void (*)(void **))mlirExecutionEngineLookupPacked(ee, name);
  int64_t (*native)(int64_t) = (int64_t(*)(int64_t))mlirExecutionEngineLookup(ee, name);
  MlirStringRef namef = mlirStringRefCreateFromCString("incf");
  MlircInvoker invf = mlircInvokerCreate(ee, m, namef, NULL, NULL);
  void (*packedf)(void **) = (void (*)(void **))mlirExecutionEngineLookupPacked(ee, namef);
  if (mlirExecutionEngineIsNull(ee) || mlircInvokerIsNull(inv) || mlircInvokerIsNull(invf) || !packed || !packedf ||
      !native) {
    fprintf(stderr, "setup failed\n");
    return 1;
  }

  /* The paths take turns, rounds times; the best time of each is kept (a
   * loaded machine only ever adds time). */
  enum { PATHS = 7 };
  double best[PATHS];
  volatile int64_t sink = 0;
  volatile double fsink = 0;
  for (int p = 0; p < PATHS; ++p) best[p] = 1e30;
  for (int round = 0; round < rounds; ++round) {
    for (int p = 0; p < PATHS; ++p) {
      double t0 = now();
      switch (p) {
      case 0: sink += loop_invoker_i64(inv, calls); break;
      case 1: sink += loop_scalars_i64(inv, calls); break;
      case 2: sink += loop_packed_i64(packed, calls); break;
      case 3: sink += loop_native_i64(native, calls); break;
      case 4: fsink += loop_invoker_f64(invf, calls); break;
      case 5: fsink += loop_scalars_f64(invf, calls); break;
      default: fsink += loop_packed_f64(packedf, calls); break;
      }
      double t = now() - t0;
      if (t < best[p]) best[p] = t;
    }
  }

  printf("calls %ld\ninvoker %.6f\nscalars %.6f\npacked %.6f\nnative %.6f\ninvoker_f64 %.6f\n"
         "scalars_f64 %.6f\npacked_f64 %.6f\n",
         calls, best[0], best[1], best[2], best[3], best[4], best[5], best[6]);
  mlircInvokerDestroy(invf);
  mlircInvokerDestroy(inv);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return sink == 0;
}
