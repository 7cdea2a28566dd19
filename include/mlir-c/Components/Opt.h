/*===-- mlir-c/Components/Opt.h - What an opt driver needs beyond the C API ===*
 *
 * Upstream's C API (LLVM 19) can parse a module and run a pipeline, but not
 * what a driver such as mlir-opt offers on its command line: parsing
 * without the verifier or without the implicit module, pass timing,
 * statistics, IR printing around chosen passes, implicit nesting of passes
 * named one by one, and listing the registered passes and dialects.  These
 * fill that gap, in libMLIRCorePublicAPI.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_OPT_H
#define MLIR_C_COMPONENTS_OPT_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Components/Export.h"
/* mlircForEachRegisteredPass, which lists passes with the registration. */
#include "mlir-c/Components/PassRegistration.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parses `source`, its locations named `sourceName`.  With `implicitModule`
 * the result is the single top-level builtin.module of the source, or a new
 * module holding all of its top-level operations; without, the source must
 * hold exactly one top-level operation, which is returned.  With `verify`
 * the result is verified.  Returns null after emitting diagnostics on
 * `context`. */
MLIRC_API MlirOperation mlircParseSourceOperation(MlirContext context, MlirStringRef source,
                                                  MlirStringRef sourceName, bool implicitModule,
                                                  bool verify);

/* Whether diagnostics on an operation carry a note with the operation
 * printed (MLIR's default: yes); --verify-diagnostics turns it off, so that
 * expected diagnostics need not spell the note out. */
MLIRC_API void mlircContextSetPrintOpOnDiagnostic(MlirContext context, bool enable);

/* Sets MLIR's process-wide printing defaults from mlir-opt's printing
 * options, with one dash or two (e.g. "--mlir-print-debuginfo",
 * "-mlir-elide-elementsattrs-if-larger=16"):
 * every printer that is not given flags uses them, the operations that
 * diagnostics print included.  Call before creating contexts; an option
 * that is not one of MLIR's printing options is an error. */
MLIRC_API MlirLogicalResult mlircSetGlobalPrintingOptions(const char *const *options,
                                                          intptr_t numOptions,
                                                          MlirStringCallback errorCallback,
                                                          void *errorUserData);

/* Registers with LLVM's options those that mlir-opt, alone among MLIR's
 * tools, takes through LLVM's parser: MLIR's action tracing and debug
 * counters (--log-actions-to, --mlir-debug-counter, ...:
 * mlir-c/Components/ActionTracing.h), the format
 * of timing reports (--mlir-output-format: mlir-c/Components/Timing.h) and,
 * from MLIR 20, the optimization remarks (--remarks-filter, ...:
 * mlir-c/Components/Remarks.h).  An
 * opt driver calls it before mlircLLVMOptionExists and
 * mlircParseLLVMOptions (mlir-c/Components/LLVMOptions.h); other programs
 * do not offer them.  Later calls do nothing. */
MLIRC_API void mlircRegisterOptLLVMOptions(void);

/* An MlirStringCallback appending `text` to LLVM's standard output stream
 * (llvm::outs()), where passes print and where mlir-opt writes its output:
 * a driver writing its standard output through it keeps both in the order
 * they were produced, in one buffer, as mlir-opt does.  `userData` is
 * unused. */
MLIRC_API void mlircWriteLLVMOutput(MlirStringRef text, void *userData);

/* Writes out what LLVM's standard output stream holds; 0, or the errno
 * value of the write error that stream met (EIO when it has none).  The
 * error is then cleared: the caller reports it, LLVM does not end the
 * process over it at exit. */
MLIRC_API int mlircFlushLLVMOutput(void);

/* When a run of `passManager` fails or crashes, writes a reproducer to
 * `outputFile`: the IR it started from and the pipeline, in the form
 * mlir-opt's --run-reproducer reads (what mlir-opt's
 * --mlir-pass-pipeline-crash-reproducer does).  With `local`, the reproducer
 * holds only the pass that failed and the operation it ran on (needs
 * multithreading disabled on the context).  A crash is then recovered from:
 * the run fails with a diagnostic instead of ending the process. */
MLIRC_API void mlircPassManagerEnableCrashReproducer(MlirPassManager passManager,
                                                     MlirStringRef outputFile, bool local);

/* Writes a reproducer of `op` and the pipeline of `passManager` to
 * `outputFile` (mlir-opt's --mlir-generate-reproducer, which writes it after
 * a successful run); a failure is an error diagnostic on the operation's
 * context. */
MLIRC_API MlirLogicalResult mlircPassManagerWriteReproducer(MlirPassManager passManager,
                                                            MlirOperation op,
                                                            MlirStringRef outputFile);

/* The namespaces of the dialects `registry` holds, sorted, one call each. */
MLIRC_API void mlircDialectRegistryForEachName(MlirDialectRegistry registry,
                                               MlirStringCallback callback, void *userData);

/* Lets the pass manager nest a pass anchored on another operation
 * (e.g. a func.func pass added to a builtin.module manager) instead of
 * refusing it: what a list of pass names given one by one needs. */
MLIRC_API void mlircOpPassManagerEnableImplicitNesting(MlirOpPassManager passManager);

/* Reports the time spent in each pass and analysis on stderr when the pass
 * manager is destroyed (a whole run, parsing and output included:
 * mlir-c/Components/Timing.h). */
MLIRC_API void mlircPassManagerEnableTiming(MlirPassManager passManager);

/* Reports pass statistics on stderr after each run: grouped by pipeline, or
 * (asList) one entry per pass summed over its instances. */
MLIRC_API void mlircPassManagerEnableStatistics(MlirPassManager passManager, bool asList);

/* Which passes the IR is printed around, on stderr. */
typedef struct MlircIRPrintingOptions {
  bool beforeAll, afterAll;
  /* Pass arguments ("canonicalize") to print before / after. */
  const MlirStringRef *before;
  intptr_t numBefore;
  const MlirStringRef *after;
  intptr_t numAfter;
  bool afterOnlyOnChange;  /* after a pass only when it changed the IR */
  bool afterOnlyOnFailure; /* after a pass only when it failed */
  bool moduleScope;        /* the whole module, not only the pass's operation */
  MlirOpPrintingFlags flags; /* null: the default flags */
} MlircIRPrintingOptions;

MLIRC_API void mlircPassManagerEnableIRPrintingWithOptions(MlirPassManager passManager,
                                                          const MlircIRPrintingOptions *options);

/* The same, each print in a file of its own under `treeDir` instead of on
 * stderr, as mlir-opt's --mlir-print-ir-tree-dir: a folder per operation
 * the pass manager nests into ("builtin_module_NAME", "func_func_NAME"),
 * a file per pass run named by its position in the pipeline
 * ("1_0_cse.mlir").  Folders are made as needed; a file that cannot be
 * written is reported on stderr and the run goes on, as in mlir-opt. */
MLIRC_API void mlircPassManagerEnableIRPrintingToFileTree(MlirPassManager passManager,
                                                         const MlircIRPrintingOptions *options,
                                                         MlirStringRef treeDir);

typedef enum MlircRegisteredPassKind {
  MlircRegisteredPassNone = 0,
  MlircRegisteredPassPass = 1,
  MlircRegisteredPassPipeline = 2,
} MlircRegisteredPassKind;

/* What `argument` names in MLIR's pass registry now (plugins' passes
 * included); its one-line summary goes to `summary` (may be NULL). */
MLIRC_API MlircRegisteredPassKind mlircLookupRegisteredPass(MlirStringRef argument,
                                                            MlirStringCallback summary,
                                                            void *userData);

/* Adds the registered pass or pass pipeline `argument`, configured by its
 * textual `options` ("tile-size=32", without braces; may be empty), as
 * mlir-opt adds one named by a flag: unlike a textual pipeline, this
 * follows the pass manager's nesting mode, so with implicit nesting a pass
 * anchored on another operation is nested.  An unknown name or bad options
 * fail, the reason passed to `errorCallback`. */
MLIRC_API MlirLogicalResult mlircOpPassManagerAddRegisteredPass(MlirOpPassManager passManager,
                                                                MlirStringRef argument,
                                                                MlirStringRef options,
                                                                MlirStringCallback errorCallback,
                                                                void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_OPT_H */
