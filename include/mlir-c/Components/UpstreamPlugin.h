/*===-- mlir-c/Components/UpstreamPlugin.h - Upstream MLIR's plugins -----===*
 *
 * Loads plugins written for upstream MLIR's plugin ABI, the one mlir-opt's
 * --load-dialect-plugin and --load-pass-plugin take (declared in
 * mlir/Tools/Plugins/DialectPlugin.h and PassPlugin.h): a shared object
 * exporting
 *
 *     mlir::DialectPluginLibraryInfo mlirGetDialectPluginInfo();  or
 *     mlir::PassPluginLibraryInfo mlirGetPassPluginInfo();
 *
 * whose result gives the plugin API version it was built for, a name, a
 * version and one callback: adding dialects to an mlir::DialectRegistry, or
 * registering passes.  The API version must be MLIR_PLUGIN_API_VERSION of
 * the MLIR these libraries were built for.  Such a plugin is C++ on MLIR's
 * C++ API, built against the Impl libraries.
 *
 * These plugins join the list of mlir-c/Components/Plugin.h, under its
 * rules: a bare name is searched in MLIR_PLUGIN_PATH, the file is checked
 * before dlopen(RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE), a refused file stays
 * mapped, cycles are errors, every failure is a message naming the file
 * through `errorCallback` (may be NULL).  A dialect plugin's callback runs
 * once per registry (mlircPluginsRegisterDialects), a pass plugin's once,
 * while it loads.  Loading a file again in the same format (same path or a
 * byte-identical copy) returns the loaded plugin; in the other format it is
 * one more plugin, as mlir-opt takes one file with both options.  Names are
 * not checked for clashes, as in mlir-opt.
 *
 * A file exporting mlircPluginGetDescriptor and not the entry point asked
 * for is loaded as mlircPluginLoad loads it, so that a tool's
 * --load-dialect-plugin and --load-pass-plugin take both formats.
 *
 * Unlike ours, upstream's callbacks cannot report failure, and the passes
 * they register through C++ get none of mlircRegisterExternalPass' checks:
 * MLIR aborts the process when a pass takes an argument another pass holds,
 * as it does in mlir-opt.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_UPSTREAMPLUGIN_H
#define MLIR_C_COMPONENTS_UPSTREAMPLUGIN_H

#include "mlir-c/Components/Export.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Loads a dialect plugin (mlirGetDialectPluginInfo).  Returns the plugin,
 * or null after reporting the error. */
MLIRC_API MlircPlugin mlircUpstreamDialectPluginLoad(MlirStringRef path,
                                                     MlirStringCallback errorCallback,
                                                     void *errorUserData);

/* Loads a pass plugin (mlirGetPassPluginInfo) and runs its callback.
 * Returns the plugin, or null after reporting the error. */
MLIRC_API MlircPlugin mlircUpstreamPassPluginLoad(MlirStringRef path,
                                                  MlirStringCallback errorCallback,
                                                  void *errorUserData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_UPSTREAMPLUGIN_H */
