/*===-- mlir-c/Components/Parse.h - Parsing deeply nested input -----------===*
 *
 * MLIR's parser, verifier, printer and IR walks recurse once per level of
 * nesting (about 1-4 KiB of stack each), so deeply nested input (5000
 * nested modules, 10000 nested arrays) overflows an ordinary 8 MiB thread
 * stack and crashes the process.  These helpers, in libMLIRCorePublicAPI,
 * measure the nesting first and do the work on a thread with a stack sized
 * for it.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_PARSE_H
#define MLIR_C_COMPONENTS_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The nesting depth the guarded entry points accept, and the stack their
 * thread gets for it (1 GiB of address space; only what is used is
 * touched): 20 KiB per level, five times the most measured. */
#define MLIRC_PARSE_MAX_NESTING 50000
#define MLIRC_PARSE_STACK_BYTES ((size_t)1 << 30)

/* The deepest nesting of (), [], {} and type/attribute brackets (`name<`)
 * in MLIR source text, outside string literals and // comments.  When
 * `line`/`column` are not NULL, they receive where the text first gets
 * deeper than `limit` (1-based; 0 when it never does). */
MLIRC_API size_t mlircSourceNestingDepth(MlirStringRef source, size_t limit, size_t *line,
                                         size_t *column);

/* Runs `fn(userData)` on a new thread whose stack is `stackBytes` and waits
 * for it.  Returns false, without running `fn`, when no such thread can be
 * created.  Whatever `fn` triggers (diagnostic handlers included) runs on
 * that thread while the caller waits.  An alternate signal stack installed
 * on that thread by `fn` (LLVM installs one the first time it registers its
 * signal handlers) is replaced by the thread's original one when `fn`
 * returns; its memory stays with whoever allocated it. */
MLIRC_API bool mlircRunWithStack(size_t stackBytes, void (*fn)(void *userData), void *userData);

/* mlirModuleCreateParse, guarded: source nested deeper than `maxNesting`
 * (0: MLIRC_PARSE_MAX_NESTING) is refused with an error diagnostic on
 * `context` at "sourceName:line:column" where the limit is crossed;
 * otherwise it is parsed on a thread with a stack for `maxNesting` levels
 * (at least 8 MiB).  Returns the module or null (the diagnostics said why). */
MLIRC_API MlirModule mlircModuleCreateParseGuarded(MlirContext context, MlirStringRef source,
                                                   MlirStringRef sourceName, size_t maxNesting);

/* The stack mlircModuleCreateParseGuarded uses for `maxNesting` levels. */
MLIRC_API size_t mlircStackBytesForNesting(size_t maxNesting);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_PARSE_H */
