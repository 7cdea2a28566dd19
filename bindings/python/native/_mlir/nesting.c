/* The nesting guard of _mlir: refuses MLIR source text nested deeper than
 * the parser's recursion can take on this thread's stack (mlirpy.h:
 * mlirpy_check_nesting) or IR built through the API or read from bytecode
 * nested deeper than the printer, verifier and bytecode writer can take
 * (mlirpy_check_op_nesting), with an MLIRError; the limit is
 * interop/nesting.h's. */
#include "mlirpy.h"

#include "mlir-c/Components/Parse.h"
#include "interop/nesting.h"

#include <string.h>

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

int mlirpy_check_op_nesting(PyMlirContext *ctx, const char *what, MlirOperation op) {
  char why[256], text[384];
  if (!mlirpy_ir_too_deep(op, why, sizeof why)) return 0;
  snprintf(text, sizeof text, "%s: %s", what, why);
  mlirpy_raise_mlir_error(ctx, text, NULL);
  return -1;
}
