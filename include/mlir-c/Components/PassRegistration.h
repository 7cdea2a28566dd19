/*===-- mlir-c/Components/PassRegistration.h - Named external passes ------===*
 *
 * Upstream's C API creates external passes (mlirCreateExternalPass) but
 * cannot register one under its argument, so textual pipelines
 * ("builtin.module(my-pass)") could not name it.  This adds that, in
 * libMLIRCorePublicAPI.  Take the pass's TypeID from the registry
 * (mlircRegistryGetTypeID("myplugin.my-pass")) so every copy of a plugin
 * registers the same pass.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_PASSREGISTRATION_H
#define MLIR_C_COMPONENTS_PASSREGISTRATION_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What mlirCreateExternalPass takes.  The strings and the dialect array are
 * copied; `userData` is handed to every pass instance the registry creates
 * (through callbacks.construct), so it must live as long as the process.
 *
 * Of the callbacks only `run` is required; the others may be NULL:
 *   construct, destruct  NULL: nothing is done
 *   initialize           NULL: initialization succeeds
 *   clone                NULL: the clone gets the same userData (so a pass
 *                        with per-instance state must set clone) */
typedef struct MlircExternalPassInfo {
  MlirTypeID passID;
  MlirStringRef name;        /* e.g. "MyPass" */
  MlirStringRef argument;    /* e.g. "my-pass": the name in pipelines */
  MlirStringRef description;
  MlirStringRef opName;      /* anchor op, e.g. "builtin.module"; empty: any */
  intptr_t nDependentDialects;
  MlirDialectHandle *dependentDialects;
  MlirExternalPassCallbacks callbacks;
  void *userData;
} MlircExternalPassInfo;

/* Registers the pass under info->argument.  Registering the same argument
 * again with the same TypeID succeeds and changes nothing (unless the first
 * registration was withdrawn, see Plugin.h: then this one replaces it).
 * Errors, reported through errorCallback (may be NULL), naming who holds the
 * argument: no run callback; an argument registered with another TypeID (by
 * another plugin or the application); the argument of one of MLIR's own
 * passes, whether or not the library that registers it is loaded yet (every
 * pass MLIR declares in TableGen is reserved: registering it later would
 * abort the process) or of a registered pass pipeline. */
MLIRC_API MlirLogicalResult mlircRegisterExternalPass(const MlircExternalPassInfo *info,
                                                      MlirStringCallback errorCallback,
                                                      void *errorUserData);

/* Calls `callback(argument, summary, userData)` for every registered pass
 * whose argument is known, sorted by argument: each pass MLIR declares in
 * TableGen (listed from the installed headers at build time) that is
 * registered now, and each pass registered through
 * mlircRegisterExternalPass.  MLIR's registry cannot be enumerated, so
 * passes registered by C++ code under other names, and pass pipelines, are
 * not listed (mlircLookupRegisteredPass still finds them). */
MLIRC_API void mlircForEachRegisteredPass(void (*callback)(MlirStringRef argument,
                                                           MlirStringRef summary,
                                                           void *userData),
                                          void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_PASSREGISTRATION_H */
