/* What the plugin loader and the external pass registration (both in
 * libMLIRCorePublicAPI) tell each other; not exported. */
#ifndef MLIRC_REGISTRY_PLUGIN_INTERNAL_H
#define MLIRC_REGISTRY_PLUGIN_INTERNAL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Who is running plugin code on this thread, for messages and for passes
 * registered meanwhile: writes "plugin 'NAME' (PATH)" (or "plugin file
 * 'PATH'" while its constructors run) into `owner` and returns the id of the
 * load in progress, 0 when the code runs outside a load (a registerDialects
 * or initializeContext callback).  Returns 0 and writes "" when no plugin
 * code is running. */
unsigned long long plugin_loader_current_owner(char *owner, size_t size);

/* Called by the loader when load `load_id` fails after the plugin's code
 * ran: the external passes that load registered can no longer be created
 * (their names stay taken; a pipeline naming one fails with `reason`). */
void external_passes_withdraw(unsigned long long load_id, const char *reason);

#ifdef __cplusplus
}
#endif

#endif
