/* Loading a plugin once in a child process before loading it here.  Not
 * exported: the plugin loader (Plugin.c) uses it.
 *
 * Some failures of a plugin's static constructors end the process that runs
 * them, with no way for the loader to turn them into an error: LLVM, asked to
 * register a command-line option (llvm::cl::opt) whose name is taken, prints
 * "Option 'x' registered more than once!" and aborts.  A plugin that may
 * register LLVM options is therefore first loaded in a fork of this process,
 * which holds every option registered so far; only if that child survives
 * is it loaded here.  The cost is a fork and a second run of the plugin's
 * constructors, once per plugin file. */
#ifndef MLIRC_CAPI_CORE_TRIAL_LOAD_H
#define MLIRC_CAPI_CORE_TRIAL_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Whether the shared object at `path` (already checked to be one for this
 * host) may register LLVM command-line options: it refers to LLVM's
 * llvm::cl namespace (static options, or its passes' options).  False when
 * that cannot be read. */
bool trial_load_needed(const char *path);

/* Loads `path` (RTLD_NOW | RTLD_LOCAL) in a child process.  True when the
 * child loaded it and exited normally, or when the trial cannot tell: the
 * child did not finish within 20 s (another thread held a lock at the fork;
 * a warning goes to standard error), or its status was reaped by someone
 * else.  Otherwise false, with the reason in `why` (what the child printed,
 * or how it ended). */
bool trial_load(const char *path, char *why, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* MLIRC_CAPI_CORE_TRIAL_LOAD_H */
