/* mlirc-opt --verify-roundtrip: the parsed IR must come back the same
 * through its textual form and through bytecode, each parsed again into a
 * context of its own (so that resource names are not made unique against
 * the original's). */
#ifndef MLIRC_OPT_ROUNDTRIP_H
#define MLIRC_OPT_ROUNDTRIP_H

#include <stdbool.h>

#include "mlir-c/IR.h"

/* Makes a context like the one `op` was parsed in, or returns null after
 * reporting why. */
typedef MlirContext (*roundtrip_context_fn)(void *user_data);

/* Whether `op` survives both round trips: each result is compared with
 * `op` in the generic form with locations.  Reports a failure or a
 * difference as an error on `op`. */
bool roundtrip_verify(MlirOperation op, bool verify_parse, roundtrip_context_fn make_context,
                      void *user_data);

#endif
