/* What the plugin loader (Plugin.c) offers the rest of libMLIRCorePublicAPI:
 * who is running plugin code, and word of a load that failed.  Not
 * exported.  Only the loader defines these, so its users depend on it and
 * it on none of them. */
#ifndef MLIRC_CAPI_CORE_PLUGIN_INTERNAL_H
#define MLIRC_CAPI_CORE_PLUGIN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/Components/Plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Who is running plugin code on this thread, for messages and for what is
 * registered meanwhile: writes "plugin 'NAME' (PATH)" (or "plugin file
 * 'PATH'" while its constructors run) into `owner` and returns the id of the
 * load in progress, 0 when the code runs outside a load (a registerDialects
 * or initializeContext callback).  Returns 0 and writes "" when no plugin
 * code is running. */
unsigned long long plugin_loader_current_owner(char *owner, size_t size);

/* Called when load `load_id` fails after the plugin's code ran, `reason`
 * naming the plugin: what that load registered can no longer be used. */
typedef void (*plugin_load_failed_fn)(unsigned long long load_id, const char *reason);

/* Sets the one function told of failed loads (the external pass
 * registration, which withdraws the passes such a load registered). */
void plugin_loader_on_failed_load(plugin_load_failed_fn listener);

/* What the entry point of a plugin in another format (upstream MLIR's
 * dialect or pass plugins, UpstreamPlugin.cpp) says.  The strings and the
 * callback live in the plugin, which stays mapped. */
struct plugin_info {
  const char *name, *version;
  unsigned api_version;
  /* Either may be NULL.  `callback` is the plugin's own function, which
   * these call with what its format passes. */
  void (*register_dialects)(const struct plugin_info *info, MlirDialectRegistry registry);
  void (*register_passes)(const struct plugin_info *info);
  void (*callback)(void);
};

/* A plugin format other than MlircPluginDescriptor. */
struct plugin_format {
  const char *kind;        /* for messages: "MLIR dialect plugin" */
  const char *entry_point; /* the symbol the file must export */
  /* Calls the entry point `symbol` and fills `info`;
   * false after writing why the file is refused into `why`. */
  bool (*read)(void *symbol, struct plugin_info *info, char *why, size_t size);
};

/* Loads `path` as a plugin of `format`, into the one list of loaded
 * plugins, with mlircPluginLoad's checks, search and cycle rules.  A file
 * not exporting the format's entry point but exporting
 * mlircPluginGetDescriptor is loaded as mlircPluginLoad loads it.  A file
 * is one plugin per format: loading it again in the same format returns
 * that plugin. */
MlircPlugin plugin_loader_load(MlirStringRef path, const struct plugin_format *format,
                               MlirStringCallback error, void *user_data);

#ifdef __cplusplus
}
#endif

#endif
