/* mlir-components: version and component introspection.
 *
 * Exported by libMLIRCorePublicAPI (the version) and by each component's
 * PublicAPI library (its configuration).  C99, no dependencies. */
#ifndef MLIR_C_COMPONENTS_VERSION_H
#define MLIR_C_COMPONENTS_VERSION_H

#include "mlir-c/Components/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* mlir-components' version: "MAJOR.MINOR.PATCH" for a release, or
 * "MAJOR.MINOR.PATCH.YYYYMMDD.N" for a snapshot built after that release (the
 * same string as MLIRC_VERSION_STRING, mlir-c-config --version and the
 * pkg-config and CMake package versions). */
MLIRC_API const char *mlircGetVersion(void);

/* Full version of the LLVM/MLIR the libraries were built from, e.g. "19.1.7". */
MLIRC_API const char *mlircGetLLVMVersion(void);

/* Major LLVM version; also the SONAME suffix of every library. */
MLIRC_API int mlircGetLLVMMajorVersion(void);

/* Source revision ("git describe" of the build tree), or "unknown". */
MLIRC_API const char *mlircGetRevision(void);

/* Snapshot stamp "YYYYMMDD.N" of an untagged build, or "" for a tagged release. */
MLIRC_API const char *mlircGetSnapshot(void);

/* How LLVM is linked: "sliced" (embedded once, in the lowest component that
 * needs it) or "dylib" (the distribution's libLLVM-<N>.so). */
MLIRC_API const char *mlircGetLLVMLinkage(void);

/* Configuration of one component's build, as "key=value" lines:
 * component, llvm, linkage, dialects, archives.  Each function lives in that
 * component's PublicAPI library. */
MLIRC_API const char *mlircCoreComponentConfig(void);
MLIRC_API const char *mlircDialectsComponentConfig(void);
MLIRC_API const char *mlircPassesComponentConfig(void);
MLIRC_API const char *mlircExecutionEngineComponentConfig(void);
MLIRC_API const char *mlircToolsComponentConfig(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_VERSION_H */
