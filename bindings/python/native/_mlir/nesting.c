/* The nesting guard of _mlir: refuses MLIR source text nested deeper than
 * the parser's recursion can take on this thread's stack (mlirpy.h:
 * mlirpy_check_nesting), with an MLIRError. */
#include "mlirpy.h"

#include "mlir-c/Components/Parse.h"

#include <pthread.h>
#include <string.h>

/* MLIR's parser (and later its printer and verifier) recurse once per level,
 * so input nested deeper than the thread's stack can take kills the process.
 * The limit is MLIRPY_MAX_NESTING, or less on a thread whose stack has room
 * for fewer levels (threading.stack_size()), at MLIRPY_STACK_PER_LEVEL each
 * (about twice the most MLIR's parser was measured to use). */
#define MLIRPY_STACK_PER_LEVEL ((size_t)6 << 10)
#define MLIRPY_STACK_RESERVE ((size_t)64 << 10) /* for Python and the parse's own frames */

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

int mlirpy_check_nesting(PyMlirContext *ctx, const char *what, const char *s, Py_ssize_t n) {
  size_t limit = mlirpy_nesting_limit(), line = 0, column = 0;
  size_t depth = mlircSourceNestingDepth(mlirStringRefCreate(s, (size_t)n), limit, &line, &column);
  if (depth <= limit) return 0;
  char text[320];
  snprintf(text, sizeof text,
           "%s: input nested deeper than %zu levels at line %zu, column %zu (MLIR's parser recurses per level%s)",
           what, limit, line, column, limit < MLIRPY_MAX_NESTING ? "; the limit is lower on this thread's small stack" : "");
  mlirpy_raise_mlir_error(ctx, text, NULL);
  return -1;
}
