/*===-- mlir-c/Components/Resources.h - Resources no dialect claims -------===*
 *
 * A source's resource section (`{-# dialect_resources: ..., external_resources:
 * ... #-}`) may hold entries that no loaded dialect and no registered handler
 * claims: external resources of tools this process does not know, say.
 * MLIR's parser drops them unless a fallback keeps them; mlir-opt keeps them
 * and writes them back with its output, text or bytecode.  These functions,
 * in libMLIRCorePublicAPI, do the same for a driver written in C.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_RESOURCES_H
#define MLIR_C_COMPONENTS_RESOURCES_H

#include <stdbool.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The unclaimed resources of what was parsed with it, kept as they were
 * read (blobs, booleans, strings), by key. */
typedef struct MlircResourceFallback {
  void *ptr;
} MlircResourceFallback;

MLIRC_API MlircResourceFallback mlircResourceFallbackCreate(void);

/* Null does nothing. */
MLIRC_API void mlircResourceFallbackDestroy(MlircResourceFallback fallback);

/* Makes the parses with `fallback` read the pass pipeline reproducer of the
 * source (`external_resources: { mlir_reproducer: { pipeline: "...",
 * verify_each: ..., disable_threading: ... } }`, as MLIR's crash
 * reproducers write it) instead of keeping it; for mlir-opt's
 * --run-reproducer. */
MLIRC_API void mlircResourceFallbackReadReproducer(MlircResourceFallback fallback);

/* Puts the reproducer read (above) on `passManager`: its pipeline replaces
 * the passes added so far, its verify_each and disable_threading set the
 * verifier and the context's threading.  Without a reproducer in the
 * source, nothing changes.  A pipeline that does not parse is reported on
 * stderr, and fails. */
MLIRC_API MlirLogicalResult mlircResourceFallbackApplyReproducer(MlircResourceFallback fallback,
                                                                 MlirPassManager passManager);

/* mlircParseSourceOperation (mlir-c/Components/Opt.h), keeping the
 * resources nothing claims in `fallback`.  Here and below, a null
 * `fallback` keeps and writes none (and reads or applies no reproducer). */
MLIRC_API MlirOperation mlircParseSourceOperationKeepingResources(
    MlirContext context, MlirStringRef source, MlirStringRef sourceName, bool implicitModule,
    bool verify, MlircResourceFallback fallback);

/* mlirOperationPrintWithFlags (null `flags`: the defaults), with the
 * resources in `fallback` printed in the resource section beside those
 * the IR refers to. */
MLIRC_API void mlircOperationPrintWithResources(MlirOperation op, MlirOpPrintingFlags flags,
                                                MlircResourceFallback fallback,
                                                MlirStringCallback callback, void *userData);

/* mlirOperationWriteBytecodeWithConfig (null `config`: the current
 * version), with the resources in `fallback`; `elideResourceData` writes
 * every resource's key without its data (mlir-opt's
 * --elide-resource-data-from-bytecode).  Fails, with a diagnostic on the
 * operation, when the requested version cannot be written. */
MLIRC_API MlirLogicalResult mlircOperationWriteBytecodeWithResources(
    MlirOperation op, MlirBytecodeWriterConfig config, bool elideResourceData,
    MlircResourceFallback fallback, MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_RESOURCES_H */
