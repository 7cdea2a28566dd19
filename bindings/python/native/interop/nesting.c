/* The nesting limit of the calling thread: see interop/nesting.h. */
#define _GNU_SOURCE /* pthread_getattr_np */
#include "interop/nesting.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#include "mlir-c/Components/DeepIR.h"

/* Stack per level: about twice the most MLIR's parser, printer and pass
 * manager were measured to use. */
#define MLIRPY_STACK_PER_LEVEL ((size_t)6 << 10)
#define MLIRPY_STACK_RESERVE ((size_t)64 << 10) /* for Python and the call's own frames */

/* Bytes of stack left below the caller, or 0 when unknown. */
static size_t stack_left(void) {
#if defined(__linux__) && defined(__GLIBC__)
  pthread_attr_t attr;
  void *base;
  size_t size;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
  int rc = pthread_attr_getstack(&attr, &base, &size);
  pthread_attr_destroy(&attr);
  if (rc != 0) return 0;
  char here;
  uintptr_t lo = (uintptr_t)base, at = (uintptr_t)&here; /* the stack grows down, towards lo */
  return at > lo && at - lo <= size ? (size_t)(at - lo) : 0;
#else
  return 0;
#endif
}

size_t mlirpy_nesting_limit(void) {
  size_t left = stack_left();
  if (left == 0) return MLIRPY_MAX_NESTING;
  size_t levels = left > MLIRPY_STACK_RESERVE ? (left - MLIRPY_STACK_RESERVE) / MLIRPY_STACK_PER_LEVEL : 0;
  return levels < MLIRPY_MAX_NESTING ? levels : MLIRPY_MAX_NESTING;
}

int mlirpy_ir_too_deep(MlirOperation op, char *message, size_t size) {
  size_t limit = mlirpy_nesting_limit();
  if (mlircOperationNestingDepth(op, limit) <= limit) return 0;
  snprintf(message, size,
           "IR nested deeper than %zu levels (MLIR's printer, verifier, pass manager and bytecode writer "
           "recurse per level%s)",
           limit, limit < MLIRPY_MAX_NESTING ? "; the limit is lower on this thread's small stack" : "");
  return 1;
}
