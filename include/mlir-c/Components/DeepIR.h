/*===-- mlir-c/Components/DeepIR.h - Working on deeply nested IR ----------===*
 *
 * MLIR's printer, pass manager, verifier and bytecode writer recurse once
 * per level of region nesting, so IR nested a few thousand levels deep
 * (built through the API, or read from bytecode) overflows an ordinary 8 MiB
 * thread stack and crashes the process, as deep source text does in the
 * parser (mlir-c/Components/Parse.h).  The guarded entry points below
 * measure the nesting first, refuse IR deeper than a limit with an error
 * diagnostic, and otherwise do the work on a thread whose stack holds it.
 *
 * When they are needed: whenever the IR may be deeper than a few hundred
 * levels (IR from untrusted input or built by a generator) and the thread
 * is not known to have a stack for it.  IR from mlircModuleCreateParseGuarded
 * is never deeper than its limit, but that limit is far more than an 8 MiB
 * stack holds for these operations: print, verify, run passes on and write
 * such IR through these entry points too.  Diagnostic handlers and callbacks
 * run on the worker thread while the caller waits.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_DEEPIR_H
#define MLIR_C_COMPONENTS_DEEPIR_H

#include <stddef.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The nesting depth of `op`: 1 for an operation without nested operations,
 * one more per level of operations inside regions.  Walks without
 * recursion; stops counting (and returns limit + 1) once deeper than `limit`
 * when `limit` is not 0. */
MLIRC_API size_t mlircOperationNestingDepth(MlirOperation op, size_t limit);

/* Runs `fn(userData)`, which works on `op`, where the stack holds op's
 * nesting: refuses with an error diagnostic at op's location when `op` nests
 * deeper than `maxNesting` (0: MLIRC_PARSE_MAX_NESTING), runs `fn` on the
 * caller's thread when op is shallow and on a thread with a stack sized for
 * the depth otherwise.  Returns failure, without running `fn`, when refused
 * or when no such thread can be created (also reported as a diagnostic). */
MLIRC_API MlirLogicalResult mlircOperationRunGuarded(MlirOperation op, size_t maxNesting,
                                                     void (*fn)(void *userData), void *userData);

/* mlirOperationPrintWithFlags (`flags` may be null: the defaults), guarded. */
MLIRC_API MlirLogicalResult mlircOperationPrintGuarded(MlirOperation op, MlirOpPrintingFlags flags,
                                                       MlirStringCallback callback, void *userData);

/* mlirOperationVerify, guarded: failure when refused or not valid. */
MLIRC_API MlirLogicalResult mlircOperationVerifyGuarded(MlirOperation op);

/* mlirPassManagerRunOnOp, guarded. */
MLIRC_API MlirLogicalResult mlircPassManagerRunOnOpGuarded(MlirPassManager passManager,
                                                           MlirOperation op);

/* mlirOperationWriteBytecodeWithConfig (`config` may be null: the
 * defaults), guarded. */
MLIRC_API MlirLogicalResult mlircOperationWriteBytecodeGuarded(MlirOperation op,
                                                               MlirBytecodeWriterConfig config,
                                                               MlirStringCallback callback,
                                                               void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_DEEPIR_H */
