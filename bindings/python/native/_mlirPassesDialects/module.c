/* _mlirPassesDialects: the dialect-registration module of _mlirDialects
 * built on libMLIRPassesPublicAPI, for the dialects whose C API sits in the
 * Passes component (../_mlirDialects/module.c describes both). */
#define MLIRPY_DIALECTS_PASSES 1
#include "_mlirDialects/module.c"
