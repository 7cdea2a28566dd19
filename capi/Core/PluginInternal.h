/* What the plugin loader (Plugin.c) offers the rest of libMLIRCorePublicAPI:
 * who is running plugin code, and word of a load that failed.  Not
 * exported.  Only the loader defines these, so its users depend on it and
 * it on none of them. */
#ifndef MLIRC_CAPI_CORE_PLUGIN_INTERNAL_H
#define MLIRC_CAPI_CORE_PLUGIN_INTERNAL_H

#include <stddef.h>

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

#ifdef __cplusplus
}
#endif

#endif
