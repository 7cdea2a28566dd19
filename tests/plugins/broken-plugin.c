/* Plugins that are broken on purpose, one per -D flag, for the loader's
 * error paths:
 *   -DNO_ENTRY           exports no entry point
 *   -DNULL_DESCRIPTOR    entry point returns NULL
 *   -DABI_MAJOR=n        built for another ABI major
 *   -DABI_MINOR=n        built for a newer ABI minor
 *   -DFAIL_PASSES        registerPasses fails
 *   -DFAIL_DIALECTS      registerDialects fails
 *   -DNAME="x"           claims the name "x" */
#include "mlir-c/Components/Plugin.h"

#ifndef ABI_MAJOR
#define ABI_MAJOR MLIRC_PLUGIN_ABI_MAJOR
#endif
#ifndef ABI_MINOR
#define ABI_MINOR MLIRC_PLUGIN_ABI_MINOR
#endif
#ifndef NAME
#define NAME "broken"
#endif

static inline MlirLogicalResult fail(MlirStringCallback error, void *user_data, const char *why) {
  error(mlirStringRefCreateFromCString(why), user_data);
  return mlirLogicalResultFailure();
}

#ifdef FAIL_PASSES
static MlirLogicalResult register_passes(MlirStringCallback error, void *user_data) {
  return fail(error, user_data, "deliberate failure in registerPasses");
}
#else
#define register_passes NULL
#endif

#ifdef FAIL_DIALECTS
static MlirLogicalResult register_dialects(MlirDialectRegistry registry, MlirStringCallback error,
                                           void *user_data) {
  (void)registry;
  return fail(error, user_data, "deliberate failure in registerDialects");
}
#else
#define register_dialects NULL
#endif

static const MlircPluginDescriptor kDescriptor = {
    .abiMajor = ABI_MAJOR,
    .abiMinor = ABI_MINOR,
    .size = sizeof(MlircPluginDescriptor),
    .name = NAME,
    .version = "0.0",
    .registerDialects = register_dialects,
    .registerPasses = register_passes,
};

#include "plugin-entry.h"
