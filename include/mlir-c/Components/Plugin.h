/*===-- mlir-c/Components/Plugin.h - Dialect and pass plugins -------------===*
 *
 * A plugin is a shared object exporting one C function,
 *
 *     const MlircPluginDescriptor *mlircPluginGetDescriptor(void);
 *
 * (declare it with MLIRC_PLUGIN_ENTRY_POINT) that returns a descriptor with
 * static storage duration.  The loader opens plugins with
 * dlopen(RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE), checks the descriptor's ABI
 * version (same major, minor not newer than the loader's) and name, runs
 * `registerPasses` once, and keeps the plugin mapped until the process
 * exits: the dialects, types and passes it registered may be alive
 * anywhere.
 *
 * Plugins are identified by name.  Loading a plugin whose name is already
 * loaded returns the loaded one when it is the same plugin (same file, or a
 * byte-identical copy of it); a different file claiming a loaded name is an
 * error naming both paths.
 *
 * Every failure is reported through `errorCallback` (may be NULL) with a
 * message naming the path; the set of loaded plugins stays as it was, and
 * so does the process, except for what the refused file's own code did:
 *   - no file the loader opened is ever unmapped, a refused one included:
 *     its constructors have run (and the component libraries it pulled in
 *     stay mapped in any case);
 *   - the external passes registered (mlircRegisterExternalPass) by a load
 *     that failed, from the file's constructors or its `registerPasses`,
 *     are withdrawn: MLIR cannot unregister a pass, so the name stays taken,
 *     and running one fails with an error naming the plugin.  Registering
 *     the same pass (same TypeID) again, from a later load, revives it;
 *   - what the plugin registered otherwise (C++ passes, dialect
 *     registrations, LLVM options) stays, with its code still mapped.
 *
 * Callbacks run with the loader's lock held (other threads wait) and may
 * call the loader again: loading another plugin is fine, but a cycle (a
 * plugin loading itself or a copy, A loading B loading A, a callback
 * re-entering itself, e.g. a registerDialects calling
 * mlircPluginsRegisterDialects) is an error naming the chain.  A callback
 * must not wait for another thread that uses the loader.
 *
  *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_PLUGIN_H
#define MLIR_C_COMPONENTS_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI this loader implements.  A plugin built for major M minor m loads
 * when M == MLIRC_PLUGIN_ABI_MAJOR and m <= MLIRC_PLUGIN_ABI_MINOR. */
#define MLIRC_PLUGIN_ABI_MAJOR 1
#define MLIRC_PLUGIN_ABI_MINOR 0

/* The entry point's symbol name. */
#define MLIRC_PLUGIN_ENTRY_POINT_NAME "mlircPluginGetDescriptor"

/* Each callback may be NULL (nothing to do).  It reports failure by
 * calling `error(message, errorUserData)` to say why and returning
 * mlirLogicalResultFailure(); the loader prefixes the plugin's name and
 * path. */
typedef struct MlircPluginDescriptor {
  uint16_t abiMajor;   /* MLIRC_PLUGIN_ABI_MAJOR the plugin was built with */
  uint16_t abiMinor;   /* MLIRC_PLUGIN_ABI_MINOR the plugin was built with */
  uint32_t size;       /* sizeof(MlircPluginDescriptor) as the plugin saw it */
  const char *name;    /* unique plugin name: 1-255 printable ASCII characters, no spaces */
  const char *version; /* free-form version string of the plugin */

  /* Adds the plugin's dialects (and dialect extensions) to a dialect
   * registry.  Called once per registry the application asks for
   * (mlircPluginsRegisterDialects). */
  MlirLogicalResult (*registerDialects)(MlirDialectRegistry registry, MlirStringCallback error,
                                        void *errorUserData);
  /* Registers the plugin's passes (mlircRegisterExternalPass) so textual
   * pipelines can name them.  Called once, while loading: a failure fails
   * the load and withdraws the passes registered so far (see above). */
  MlirLogicalResult (*registerPasses)(MlirStringCallback error, void *errorUserData);
  /* Prepares a context: for dialects that are not C++ classes, e.g. IRDL
   * dialects (load them with mlircLoadIRDLDialects, mlir-c/Components/IRDL.h,
   * which checks their names first).  Called once per context the
   * application asks for, possibly again on the same context: it must
   * tolerate that. */
  MlirLogicalResult (*initializeContext)(MlirContext context, MlirStringCallback error,
                                         void *errorUserData);

  /* Reserved for later minor versions; a plugin sets them to NULL. */
  void *reserved[8];
} MlircPluginDescriptor;

typedef const MlircPluginDescriptor *(*MlircPluginEntryPoint)(void);

/* Declares a plugin's entry point with the right linkage and visibility:
 *     MLIRC_PLUGIN_ENTRY_POINT { return &myDescriptor; } */
#ifdef __cplusplus
#define MLIRC_PLUGIN_ENTRY_POINT \
  extern "C" MLIRC_API const MlircPluginDescriptor *mlircPluginGetDescriptor(void)
#else
#define MLIRC_PLUGIN_ENTRY_POINT MLIRC_API const MlircPluginDescriptor *mlircPluginGetDescriptor(void)
#endif

/* A loaded plugin; valid until the process exits. */
typedef struct MlircPlugin {
  const void *ptr;
} MlircPlugin;

static inline bool mlircPluginIsNull(MlircPlugin plugin) { return !plugin.ptr; }

/* Loads a plugin.  A `path` containing '/' is opened as given; a bare name
 * ("myplugin") is searched in the directories of MLIR_PLUGIN_PATH (':'
 * separated) as "<dir>/<name>", "<dir>/lib<name>.so" and "<dir>/<name>.so";
 * the current directory is never searched implicitly.  Returns the plugin,
 * or null after reporting the error. */
MLIRC_API MlircPlugin mlircPluginLoad(MlirStringRef path, MlirStringCallback errorCallback,
                                      void *errorUserData);

/* The loaded plugin called `name`, or null.  Names are unique among
 * mlir-components plugins, which come first; upstream-format plugins' names
 * are not checked (as in mlir-opt), the first loaded is returned. */
MLIRC_API MlircPlugin mlircPluginLookup(MlirStringRef name);

/* Enumeration of loaded plugins, in load order, in every format. */
MLIRC_API size_t mlircPluginGetNumLoaded(void);
MLIRC_API MlircPlugin mlircPluginGetLoaded(size_t index);

/* What the plugin's descriptor says, and the file it was loaded from.  For
 * a plugin in upstream MLIR's format (mlir-c/Components/UpstreamPlugin.h):
 * the name and version its entry point gives, its API version as the major
 * and 0 as the minor. */
MLIRC_API MlirStringRef mlircPluginGetName(MlircPlugin plugin);
MLIRC_API MlirStringRef mlircPluginGetVersion(MlircPlugin plugin);
MLIRC_API MlirStringRef mlircPluginGetPath(MlircPlugin plugin);
MLIRC_API unsigned mlircPluginGetABIMajor(MlircPlugin plugin);
MLIRC_API unsigned mlircPluginGetABIMinor(MlircPlugin plugin);

/* The entry point the plugin was loaded through, which says its format:
 * MLIRC_PLUGIN_ENTRY_POINT_NAME, or upstream's "mlirGetDialectPluginInfo" or
 * "mlirGetPassPluginInfo". */
MLIRC_API MlirStringRef mlircPluginGetEntryPoint(MlircPlugin plugin);

/* Runs one plugin's registerDialects on `registry`. */
MLIRC_API MlirLogicalResult mlircPluginRegisterDialects(MlircPlugin plugin,
                                                        MlirDialectRegistry registry,
                                                        MlirStringCallback errorCallback,
                                                        void *errorUserData);

/* Runs one plugin's initializeContext on `context`. */
MLIRC_API MlirLogicalResult mlircPluginInitializeContext(MlircPlugin plugin, MlirContext context,
                                                         MlirStringCallback errorCallback,
                                                         void *errorUserData);

/* The same for every loaded plugin, in load order (upstream-format dialect
 * plugins included); stops at the first failure. */
MLIRC_API MlirLogicalResult mlircPluginsRegisterDialects(MlirDialectRegistry registry,
                                                         MlirStringCallback errorCallback,
                                                         void *errorUserData);
MLIRC_API MlirLogicalResult mlircPluginsInitializeContext(MlirContext context,
                                                          MlirStringCallback errorCallback,
                                                          void *errorUserData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_PLUGIN_H */
