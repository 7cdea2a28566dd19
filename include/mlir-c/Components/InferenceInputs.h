/*===-- mlir-c/Components/InferenceInputs.h - Before result-type inference -===*
 *
 * An operation's result-type inference (InferTypeOpInterface, and the ODS
 * builders that use it) reads its inputs without checking them: `arith.addi`
 * inferred with no operands reads past the end of its operand list, and
 * `shape.const_shape` without its `shape` attribute dereferences null.  This
 * check tells whether inference finds what it reads, so that it is only
 * asked then.  Counts come from the registered operation's traits.  Which
 * attributes are required only the generated verifier knows: it is run once
 * on a stand-in operation per operation and set of inherent attributes
 * given, and what it accepts is remembered for the process, so a creation
 * like an earlier one pays a lookup.
 *
 * Operand types are not checked: like MLIR's own builders, inference is
 * asked with operands its verifier would refuse (upstream's bindings build
 * such IR on purpose, to print or verify it).  A few operations whose
 * inference casts an operand to another kind (`vector.interleave` of an i32)
 * crash on that, in MLIR as elsewhere.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_INFERENCEINPUTS_H
#define MLIR_C_COMPONENTS_INFERENCEINPUTS_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether result-type inference of the operation `opName` finds what it
 * reads in `operands`, `attributes`, `nRegions` regions and `nSuccessors`
 * successors: as many as it is defined with (operand segment sizes
 * included), and the attributes it requires.  When not, emits an error
 * diagnostic at `location` (none when `location` is null) saying what
 * differs and returns false.  An operation that is not registered in
 * `context` passes (creating it reports that). */
MLIRC_API bool mlircInferenceInputsMatchDefinition(MlirContext context, MlirStringRef opName, MlirLocation location,
                                                   intptr_t nOperands, MlirValue const *operands,
                                                   intptr_t nAttributes,
                                                   const MlirNamedAttribute *attributes, intptr_t nRegions,
                                                   intptr_t nSuccessors);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_INFERENCEINPUTS_H */
