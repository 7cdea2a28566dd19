/* Version queries of libMLIRCorePublicAPI.  The values are compiled in by the
 * build system (both CMake and Meson pass the same -D definitions). */
#include "mlir-c/Components/Version.h"

#if !defined(MLIRC_VERSION) || !defined(MLIRC_LLVM_VERSION) || !defined(MLIRC_LLVM_MAJOR) || \
    !defined(MLIRC_REVISION) || !defined(MLIRC_SNAPSHOT) || !defined(MLIRC_LLVM_LINKAGE)
#error "the build system must define MLIRC_VERSION, MLIRC_LLVM_*, MLIRC_REVISION, MLIRC_SNAPSHOT"
#endif

const char *mlircGetVersion(void) { return MLIRC_VERSION; }
const char *mlircGetLLVMVersion(void) { return MLIRC_LLVM_VERSION; }
int mlircGetLLVMMajorVersion(void) { return MLIRC_LLVM_MAJOR; }
const char *mlircGetRevision(void) { return MLIRC_REVISION; }
const char *mlircGetSnapshot(void) { return MLIRC_SNAPSHOT; }
const char *mlircGetLLVMLinkage(void) { return MLIRC_LLVM_LINKAGE; }
