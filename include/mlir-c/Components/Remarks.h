/*===-- mlir-c/Components/Remarks.h - mlir-opt's optimization remarks ----===*
 *
 * From MLIR 20, passes report what they did, missed or failed to do as
 * optimization remarks with a category, which the context filters by
 * regular expression and emits as diagnostics ("remark: [Passed] ...") or
 * into a YAML or bitstream file.  mlir-opt offers them on its command
 * line: --remarks-filter=REGEX (every kind), --remarks-filter-passed,
 * -missed, -failed and -analyse=REGEX (one kind each),
 * --remark-format=emitRemark|yaml|bitstream, --remark-policy=all|final
 * (final: only the last remark of each kind, name and location, once the
 * run is over) and --remarks-output-file=FILE (default mlir-remarks.yaml or
 * mlir-remarks.bitstream).  mlircRegisterOptLLVMOptions
 * (mlir-c/Components/Opt.h) registers these options with LLVM's; the
 * functions below apply what they ask for.  MLIR 19 has no remarks: there
 * the options do not exist and the functions have nothing to do.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_REMARKS_H
#define MLIR_C_COMPONENTS_REMARKS_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Enables on `context` the remarks the options ask for (none without a
 * filter).  A filter that is not a valid regular expression or an output
 * file that cannot be written is an error diagnostic on the context and a
 * failure, with nothing enabled. */
MLIRC_API MlirLogicalResult mlircContextEnableRemarks(MlirContext context);

/* Emits the remarks the "final" policy held back; a driver calls it once
 * the run is over, as mlir-opt does after writing its output.  Does
 * nothing on a context without remarks. */
MLIRC_API void mlircContextFinalizeRemarks(MlirContext context);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_REMARKS_H */
