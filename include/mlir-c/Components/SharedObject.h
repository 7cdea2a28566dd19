/*===-- mlir-c/Components/SharedObject.h - Checking a library before dlopen ===*
 *
 * glibc's dlopen maps a shared object's segments as its program headers
 * describe them and touches them while relocating; a truncated or corrupt
 * file then dies with SIGBUS or SIGSEGV inside dlopen instead of failing.
 * The plugin loader, mlirc-run's -shared-libs and the Python
 * ExecutionEngine's shared_libs check every file with this function first.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_SHAREDOBJECT_H
#define MLIR_C_COMPONENTS_SHAREDOBJECT_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether the file at `path` can be handed to dlopen: a readable regular
 * file holding an ELF shared object (type ET_DYN) of this process's class,
 * byte order and machine, whose program header table and every segment's
 * file range lie inside the file.  On failure, `errorCallback` (may be NULL)
 * receives one message saying what is wrong, starting with the path. */
MLIRC_API MlirLogicalResult mlircSharedObjectCheck(MlirStringRef path,
                                                   MlirStringCallback errorCallback,
                                                   void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_SHAREDOBJECT_H */
