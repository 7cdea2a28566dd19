/* The one export macro of mlir-components' own C API.  Libraries are built
 * with hidden visibility; the version script then keeps only mlir* symbols. */
#ifndef MLIR_C_COMPONENTS_EXPORT_H
#define MLIR_C_COMPONENTS_EXPORT_H

/* An installed tree has the generated Config.h: every header of ours brings
 * its check that the LLVM headers in use are of the major we were built for.
 * (Our own build compiles without it.) */
#if defined(__has_include)
#if __has_include("mlir-c/Components/Config.h")
#include "mlir-c/Components/Config.h"
#endif
#endif

#if defined(__GNUC__) || defined(__clang__)
#define MLIRC_API __attribute__((visibility("default")))
#else
#define MLIRC_API
#endif

#endif /* MLIR_C_COMPONENTS_EXPORT_H */
