/*===-- mlir-c/Components/InferenceInputs.h - Before result-type inference -===*
 *
 * An operation's result-type inference (InferTypeOpInterface, and the ODS
 * builders that use it) reads its inputs without checking them: `arith.addi`
 * inferred with no operands reads past the end of its operand list,
 * `shape.const_shape` without its `shape` attribute dereferences null, and
 * `vector.interleave` of an i32 casts it to a vector.  This check tells
 * whether inference can read what it is given, so that it is only asked
 * then.  Counts come from the registered operation's traits.  Required
 * attributes and operand types only the generated verifier knows: it is run
 * once on a stand-in operation per operation, set of inherent attributes
 * given and kinds of operand types, and what it accepts is remembered for
 * the process, so a creation like the last one pays a lookup.  Operand types
 * are told apart by kind (integer, ranked tensor...), not in full: a type of
 * an accepted kind that the verifier would refuse (tensor<f32> where
 * tensor<i32> was seen) is let through to inference, which reads types at
 * the level of their kind.
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

/* Whether result-type inference of the operation `opName` can read
 * `operands`, `attributes`, `nRegions` regions and `nSuccessors` successors:
 * as many as it is defined with (operand segment sizes included), the
 * attributes it requires and operands it accepts.  When not, emits an error
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
