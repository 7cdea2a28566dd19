#define _POSIX_C_SOURCE 199309L /* clock_gettime */
/* Builds a chain of N unregistered ops (each using the previous result)
 * through the C API and prints the build rate; the C side of
 * scripts/bench/benchmark-python.py.  build-ops N */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10000;
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(module);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirStringRef name = mlirStringRefCreateFromCString("bench.op");

  double t0 = now();
  MlirValue previous = {NULL};
  for (int i = 0; i < n; ++i) {
    MlirOperationState state = mlirOperationStateGet(name, loc);
    mlirOperationStateAddResults(&state, 1, &i32);
    if (previous.ptr)
      mlirOperationStateAddOperands(&state, 1, &previous);
    MlirOperation op = mlirOperationCreate(&state);
    mlirBlockAppendOwnedOperation(body, op);
    previous = mlirOperationGetResult(op, 0);
  }
  double t = now() - t0;
  printf("%.0f\n", n / t);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
