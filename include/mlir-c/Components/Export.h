/* The one export macro of mlir-components' own C API.  Libraries are built
 * with hidden visibility; the version script then keeps only mlir* symbols. */
#ifndef MLIR_C_COMPONENTS_EXPORT_H
#define MLIR_C_COMPONENTS_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define MLIRC_API __attribute__((visibility("default")))
#else
#define MLIRC_API
#endif

#endif /* MLIR_C_COMPONENTS_EXPORT_H */
