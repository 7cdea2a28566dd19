/* Plugins that are broken on purpose, one per -D flag, for the loader's
 * error paths:
 *   -DNO_ENTRY           exports no entry point
 *   -DNULL_DESCRIPTOR    entry point returns NULL
 *   -DABI_MAJOR=n        built for another ABI major
 *   -DABI_MINOR=n        built for a newer ABI minor
 *   -DFAIL_PASSES        registerPasses fails
 *   -DFAIL_DIALECTS      registerDialects fails
 *   -DCRASH_PASS         registers a pass, broken-crash, that aborts the process
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
#elif defined(CRASH_PASS)
#include <stdlib.h>

#include "mlir-c/Components/PassRegistration.h"
#include "mlir-c/Components/Registry.h"

static void nothing(void *user_data) { (void)user_data; }
static MlirLogicalResult initialize(MlirContext ctx, void *user_data) {
  (void)ctx, (void)user_data;
  return mlirLogicalResultSuccess();
}
static void *clone(void *user_data) { return user_data; }
static void run(MlirOperation op, MlirExternalPass pass, void *user_data) {
  (void)op, (void)pass, (void)user_data;
  abort();
}

static MlirLogicalResult register_passes(MlirStringCallback error, void *user_data) {
  MlircExternalPassInfo info = {
      .passID = mlircRegistryGetTypeID(mlirStringRefCreateFromCString("broken.crash")),
      .name = mlirStringRefCreateFromCString("BrokenCrash"),
      .argument = mlirStringRefCreateFromCString("broken-crash"),
      .description = mlirStringRefCreateFromCString("Abort the process"),
      .opName = mlirStringRefCreateFromCString(""),
      .callbacks = {nothing, nothing, initialize, clone, run},
  };
  return mlircRegisterExternalPass(&info, error, user_data);
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
