/* How deep IR may nest for work on the calling thread's stack, for every
 * module: MLIR's parser, printer, verifier, pass manager and bytecode writer
 * recurse once per level, so IR nested deeper than the stack holds kills the
 * process.  The same limit serves source text (counted in brackets) and IR
 * built through the API or read from bytecode (counted in operations). */
#ifndef MLIRPY_INTEROP_NESTING_H
#define MLIRPY_INTEROP_NESTING_H

#include "interop/interop.h"

#include "mlir-c/IR.h"

/* The limit on an ordinary thread; less on one with a small stack. */
#define MLIRPY_MAX_NESTING 1000

/* The levels this thread's stack has room for, at most MLIRPY_MAX_NESTING. */
MLIRPY_INTEROP size_t mlirpy_nesting_limit(void);

/* Whether `op` nests deeper than mlirpy_nesting_limit(); if so, writes
 * "IR nested deeper than N levels ..." into `message` (each module raises
 * MLIRError with it its own way). */
MLIRPY_INTEROP int mlirpy_ir_too_deep(MlirOperation op, char *message, size_t size);

#endif /* MLIRPY_INTEROP_NESTING_H */
