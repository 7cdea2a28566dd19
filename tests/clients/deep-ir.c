/* IR nested deeper than an 8 MiB stack holds for MLIR's recursive printer,
 * verifier, pass manager and bytecode writer, built through the C API: the
 * guarded entry points (mlir-c/Components/DeepIR.h) do the work on a thread
 * with a stack for it, and refuse IR nested twice a limit with a
 * diagnostic.  Guarded parsing gives bytecode the limit text has.
 *
 * RUN: %build_client %install_sliced mlir-c-core %s %t -lpthread
 * RUN: %run_client %install_sliced %t | FileCheck %s
 *
 * CHECK: depth 12001 (limit 50000)
 * CHECK-NEXT: print: success, 12000 ops printed
 * CHECK-NEXT: verify: success
 * CHECK-NEXT: passes: success
 * CHECK-NEXT: bytecode: success
 * CHECK-NEXT: bytecode read back: 12001 levels
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
  size_t length, capacity;
};

/* Grows geometrically: MLIR hands the bytes over in many small pieces. */
static void append(MlirStringRef s, void *user) {
  struct text *t = user;
  if (t->length + s.length > t->capacity) {
    size_t capacity = t->capacity ? t->capacity : 4096;
    while (capacity < t->length + s.length)
      capacity *= 2;
    if (!(t->data = realloc(t->data, capacity)))
      abort();
    t->capacity = capacity;
  }
  memcpy(t->data + t->length, s.data, s.length);
  t->length += s.length;
}

/* Counts "test.nest" in the printed text as it streams by: the text itself
 * grows with the square of the depth (each level is indented). */
struct op_counter {
  size_t matched, ops;
};

static void count_ops(MlirStringRef s, void *user) {
  static const char name[] = "\"test.nest\"";
  struct op_counter *c = user;
  for (size_t i = 0; i < s.length; ++i) {
    /* the quote opens the name and appears nowhere else in it */
    c->matched = s.data[i] == name[c->matched] ? c->matched + 1 : s.data[i] == '"';
    if (c->matched == sizeof name - 1) {
      ++c->ops;
      c->matched = 1;
    }
  }
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

/* Erases the nested ops innermost first, then the module.  Destroying the
 * outermost op would recurse once per level and drop references below every
 * level again: quadratic in the depth. */
static void destroy_innermost_first(MlirModule module) {
  size_t depth = 0, capacity = 1024;
  MlirOperation *ops = malloc(capacity * sizeof *ops);
  MlirOperation op = mlirModuleGetOperation(module);
  while (ops && mlirOperationGetNumRegions(op) > 0) {
    MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    if (mlirBlockIsNull(block) || mlirOperationIsNull(op = mlirBlockGetFirstOperation(block)))
      break;
    if (depth == capacity && !(ops = realloc(ops, (capacity *= 2) * sizeof *ops)))
      break;
    ops[depth++] = op;
  }
  if (!ops)
    abort();
  while (depth > 0)
    mlirOperationDestroy(ops[--depth]);
  free(ops);
  mlirModuleDestroy(module);
}

static void report(const char *what, MlirLogicalResult r) {
  printf("%s: %s\n", what, mlirLogicalResultIsSuccess(r) ? "success" : "failure");
}

/* Every guarded entry point on `module`; returns its bytecode. */
static struct text exercise(MlirContext ctx, MlirModule module) {
  MlirOperation op = mlirModuleGetOperation(module);
  printf("depth %zu (limit %d)\n", mlircOperationNestingDepth(op, 0), MLIRC_PARSE_MAX_NESTING);
  fflush(stdout);
  struct op_counter printed = {0, 0};
  struct text bytecode = {0};
  MlirLogicalResult r = mlircOperationPrintGuarded(op, (MlirOpPrintingFlags){NULL}, count_ops, &printed);
  printf("print: %s, %zu ops printed\n", mlirLogicalResultIsSuccess(r) ? "success" : "failure",
         printed.ops);
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

  /* 12000 levels: more than the caller's 8 MiB stack holds for printing. */
  MlirModule mid = nest(ctx, 12000);
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

  destroy_innermost_first(mid);
  if (!mlirModuleIsNull(back))
    destroy_innermost_first(back);
  mlirContextDestroy(ctx);
  printf("destroyed\n");
  return 0;
}
