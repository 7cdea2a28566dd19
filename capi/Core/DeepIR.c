/* Working on deeply nested IR without overflowing the stack: see
 * mlir-c/Components/DeepIR.h. */
#include "mlir-c/Components/DeepIR.h"

#include <stdio.h>

#include "mlir-c/Components/Parse.h"
#include "mlir-c/Diagnostics.h"

/* Levels run on the caller's thread: a few hundred KiB of any stack. */
#define DIRECT_LEVELS 64

static MlirOperation first_in_region(MlirRegion region) {
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    MlirOperation op = mlirBlockGetFirstOperation(b);
    if (!mlirOperationIsNull(op))
      return op;
  }
  return (MlirOperation){NULL};
}

static MlirOperation first_nested(MlirOperation op) {
  for (MlirRegion r = mlirOperationGetFirstRegion(op); !mlirRegionIsNull(r);
       r = mlirRegionGetNextInOperation(r)) {
    MlirOperation inner = first_in_region(r);
    if (!mlirOperationIsNull(inner))
      return inner;
  }
  return (MlirOperation){NULL};
}

/* The operation after `op` among its parent's nested operations, in order
 * of blocks and regions; null after the last. */
static MlirOperation next_sibling(MlirOperation op) {
  MlirOperation next = mlirOperationGetNextInBlock(op);
  if (!mlirOperationIsNull(next))
    return next;
  MlirBlock block = mlirOperationGetBlock(op);
  for (MlirBlock b = mlirBlockGetNextInRegion(block); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    next = mlirBlockGetFirstOperation(b);
    if (!mlirOperationIsNull(next))
      return next;
  }
  for (MlirRegion r = mlirRegionGetNextInOperation(mlirBlockGetParentRegion(block));
       !mlirRegionIsNull(r); r = mlirRegionGetNextInOperation(r)) {
    next = first_in_region(r);
    if (!mlirOperationIsNull(next))
      return next;
  }
  return (MlirOperation){NULL};
}

size_t mlircOperationNestingDepth(MlirOperation root, size_t limit) {
  if (mlirOperationIsNull(root))
    return 0;
  size_t depth = 1, deepest = 1;
  MlirOperation at = root;
  for (;;) {
    MlirOperation inner = first_nested(at);
    if (!mlirOperationIsNull(inner)) {
      at = inner;
      if (++depth > deepest && (deepest = depth) > limit && limit)
        return limit + 1;
      continue;
    }
    for (;;) { /* no deeper: the next sibling of `at` or of an ancestor */
      if (mlirOperationEqual(at, root))
        return deepest;
      MlirOperation next = next_sibling(at);
      if (!mlirOperationIsNull(next)) {
        at = next;
        break;
      }
      at = mlirOperationGetParentOperation(at);
      --depth;
    }
  }
}

MlirLogicalResult mlircOperationRunGuarded(MlirOperation op, size_t max_nesting,
                                           void (*fn)(void *), void *user_data) {
  if (max_nesting == 0)
    max_nesting = MLIRC_PARSE_MAX_NESTING;
  size_t depth = mlircOperationNestingDepth(op, max_nesting);
  if (depth > max_nesting) {
    char message[256];
    snprintf(message, sizeof message,
             "IR nested deeper than %zu levels; refused (MLIR's printer, verifier, pass manager "
             "and bytecode writer recurse once per level and would overflow the stack)",
             max_nesting);
    mlirEmitError(mlirOperationGetLocation(op), message);
    return mlirLogicalResultFailure();
  }
  if (depth <= DIRECT_LEVELS) {
    fn(user_data);
    return mlirLogicalResultSuccess();
  }
  if (mlircRunWithStack(mlircStackBytesForNesting(depth), fn, user_data))
    return mlirLogicalResultSuccess();
  mlirEmitError(mlirOperationGetLocation(op),
                "cannot create a thread with a stack large enough for this IR's nesting");
  return mlirLogicalResultFailure();
}

struct guarded_call {
  MlirOperation op;
  MlirOpPrintingFlags flags;
  MlirBytecodeWriterConfig config;
  MlirPassManager pass_manager;
  MlirStringCallback callback;
  void *user_data;
  MlirLogicalResult result;
};

static void print_op(void *arg) {
  struct guarded_call *c = arg;
  if (!c->flags.ptr)
    mlirOperationPrint(c->op, c->callback, c->user_data);
  else
    mlirOperationPrintWithFlags(c->op, c->flags, c->callback, c->user_data);
}

static void verify_op(void *arg) {
  struct guarded_call *c = arg;
  c->result = mlirOperationVerify(c->op) ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static void run_passes(void *arg) {
  struct guarded_call *c = arg;
  c->result = mlirPassManagerRunOnOp(c->pass_manager, c->op);
}

static void write_bytecode(void *arg) {
  struct guarded_call *c = arg;
  if (c->config.ptr)
    c->result = mlirOperationWriteBytecodeWithConfig(c->op, c->config, c->callback, c->user_data);
  else
    mlirOperationWriteBytecode(c->op, c->callback, c->user_data);
}

/* Runs `fn` guarded; the result is failure when refused, else fn's. */
static MlirLogicalResult run_guarded(struct guarded_call *c, void (*fn)(void *)) {
  c->result = mlirLogicalResultSuccess();
  if (mlirLogicalResultIsFailure(mlircOperationRunGuarded(c->op, 0, fn, c)))
    return mlirLogicalResultFailure();
  return c->result;
}

MlirLogicalResult mlircOperationPrintGuarded(MlirOperation op, MlirOpPrintingFlags flags,
                                             MlirStringCallback callback, void *user_data) {
  struct guarded_call c = {.op = op, .flags = flags, .callback = callback, .user_data = user_data};
  return run_guarded(&c, print_op);
}

MlirLogicalResult mlircOperationVerifyGuarded(MlirOperation op) {
  struct guarded_call c = {.op = op};
  return run_guarded(&c, verify_op);
}

MlirLogicalResult mlircPassManagerRunOnOpGuarded(MlirPassManager pass_manager, MlirOperation op) {
  struct guarded_call c = {.op = op, .pass_manager = pass_manager};
  return run_guarded(&c, run_passes);
}

MlirLogicalResult mlircOperationWriteBytecodeGuarded(MlirOperation op,
                                                     MlirBytecodeWriterConfig config,
                                                     MlirStringCallback callback, void *user_data) {
  struct guarded_call c = {.op = op, .config = config, .callback = callback,
                           .user_data = user_data};
  return run_guarded(&c, write_bytecode);
}
