/* A plugin named on a tool's command line, loaded in the format its option
 * names: --load-plugin takes ours, --load-dialect-plugin and
 * --load-pass-plugin upstream MLIR's format (or ours). */
#ifndef MLIRC_TOOLS_PLUGIN_REQUEST_H
#define MLIRC_TOOLS_PLUGIN_REQUEST_H

#include <stdbool.h>

#include "mlir-c/Support.h"

enum plugin_kind { PLUGIN_OURS, PLUGIN_DIALECT, PLUGIN_PASS };
struct plugin_request {
  const char *path;
  enum plugin_kind kind;
};

/* The kind of plugin option `name` (without dashes, e.g. "load-pass-plugin")
 * asks for; false when it is none. */
bool plugin_request_kind(const char *name, size_t length, enum plugin_kind *kind);

/* Loads it; false after `error` was told why. */
bool plugin_request_load(const struct plugin_request *request, MlirStringCallback error);

#endif
