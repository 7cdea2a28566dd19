/* IR nested deeper than an 8 MiB stack holds for MLIR's recursive printer,
 * verifier, pass manager and bytecode writer, built through the C API: the
 * guarded entry points (mlir-c/Components/DeepIR.h) do the work on a thread
 * with a stack for it, and refuse IR nested twice a limit with a
 * diagnostic.  Guarded parsing gives bytecode the limit text has.
 *
 * RUN: %build_client %install_sliced mlir-c-core %s %t -lpthread
 * RUN: %run_client %install_sliced %t | FileCheck %s
 *
 * CHECK: depth 20001 (limit 50000)
 * CHECK-NEXT: print: success, 20000 ops printed
 * CHECK-NEXT: verify: success
 * CHECK-NEXT: passes: success
 * CHECK-NEXT: bytecode: success
 * CHECK-NEXT: bytecode read back: 20001 levels
 * CHECK-NEXT: diagnostic: input nested 5001 levels deep; at most 5000 are accepted
 * CHECK-NEXT: bytecode under a limit of 5000: refused
 * CHECK-NEXT: diagnostic: IR nested deeper than 10000 levels; refused
 * CHECK-NEXT: twice the limit of 10000: failure, ran 0
 * CHECK-NEXT: destroyed
 */
#include <string.h>

#include "common.h"
#include "mlir-c/Components/DeepIR.h"
#include "mlir-c/Components/Parse.h"
#include "mlir-c/Transforms.h"

struct text {
  char *data;
  size_t length, ops;
};

static void append(MlirStringRef s, void *user) {
  struct text *t = user;
  char *grown = realloc(t->data, t->length + s.length + 1);
  if (!grown)
    abort();
  memcpy(grown + t->length, s.data, s.length);
  t->data = grown;
  t->length += s.length;
  t->data[t->length] = '\0';
}

static size_t count(const char *haystack, const char *needle) {
  size_t n = 0;
  for (const char *at = haystack; at && (at = strstr(at, needle)); at += strlen(needle))
    ++n;
  return n;
}

/* A module holding `levels` nested "test.nest" ops, each with one block. */
static MlirModule nest(MlirContext ctx, size_t levels) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock block = mlirModuleGetBody(module);
  for (size_t i = 0; i < levels; ++i) {
    MlirOperationState state = mlirOperationStateGet(mlirStringRefCreateFromCString("test.nest"), loc);
    MlirRegion region = mlirRegionCreate();
    MlirBlock inner = mlirBlockCreate(0, NULL, NULL);
    mlirRegionAppendOwnedBlock(region, inner);
    mlirOperationStateAddOwnedRegions(&state, 1, &region);
    MlirOperation op = mlirOperationCreate(&state);
    mlirBlockAppendOwnedOperation(block, op);
    block = inner;
  }
  return module;
}

static void mark_ran(void *flag) { *(int *)flag = 1; }

static void destroy(void *module) { mlirModuleDestroy(*(MlirModule *)module); }

static void report(const char *what, MlirLogicalResult r) {
  printf("%s: %s\n", what, mlirLogicalResultIsSuccess(r) ? "success" : "failure");
}

/* Every guarded entry point on `module`; returns its bytecode. */
static struct text exercise(MlirContext ctx, MlirModule module) {
  MlirOperation op = mlirModuleGetOperation(module);
  printf("depth %zu (limit %d)\n", mlircOperationNestingDepth(op, 0), MLIRC_PARSE_MAX_NESTING);
  fflush(stdout);
  struct text printed = {0}, bytecode = {0};
  MlirLogicalResult r = mlircOperationPrintGuarded(op, (MlirOpPrintingFlags){NULL}, append, &printed);
  printf("print: %s, %zu ops printed\n", mlirLogicalResultIsSuccess(r) ? "success" : "failure",
         count(printed.data, "test.nest"));
  free(printed.data);
  report("verify", mlircOperationVerifyGuarded(op));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCanonicalizer());
  report("passes", mlircPassManagerRunOnOpGuarded(pm, op));
  mlirPassManagerDestroy(pm);
  report("bytecode", mlircOperationWriteBytecodeGuarded(op, (MlirBytecodeWriterConfig){NULL}, append,
                                                        &bytecode));
  return bytecode;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);

  /* 20000 levels: more than the caller's 8 MiB stack holds for printing. */
  MlirModule mid = nest(ctx, 20000);
  struct text bytecode = exercise(ctx, mid);
  MlirStringRef name = mlirStringRefCreateFromCString("deep.mlirbc");
  MlirModule back = mlircModuleCreateParseGuarded(ctx, mlirStringRefCreate(bytecode.data, bytecode.length), name, 0);
  printf("bytecode read back: %zu levels\n",
         mlirModuleIsNull(back) ? 0 : mlircOperationNestingDepth(mlirModuleGetOperation(back), 0));
  MlirModule refused = mlircModuleCreateParseGuarded(ctx, mlirStringRefCreate(bytecode.data, bytecode.length), name, 5000);
  printf("bytecode under a limit of 5000: %s\n", mlirModuleIsNull(refused) ? "refused" : "accepted");
  free(bytecode.data);

  /* Twice the limit: refused before anything runs. */
  int ran = 0;
  MlirLogicalResult r = mlircOperationRunGuarded(mlirModuleGetOperation(mid), 10000, mark_ran, &ran);
  printf("twice the limit of 10000: %s, ran %d\n", mlirLogicalResultIsSuccess(r) ? "success" : "failure", ran);

  /* Destroying recurses too: on a thread with the stack for it. */
  MlirModule all[] = {mid, back};
  for (size_t i = 0; i < 2; ++i)
    if (!mlirModuleIsNull(all[i]) && !mlircRunWithStack(MLIRC_PARSE_STACK_BYTES, destroy, &all[i]))
      return 1;
  mlirContextDestroy(ctx);
  printf("destroyed\n");
  return 0;
}
