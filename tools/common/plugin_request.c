#include "plugin_request.h"

#include <string.h>

#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/UpstreamPlugin.h"

bool plugin_request_kind(const char *name, size_t length, enum plugin_kind *kind) {
  static const struct {
    const char *option;
    enum plugin_kind kind;
  } options[] = {{"load-plugin", PLUGIN_OURS},
                 {"load-dialect-plugin", PLUGIN_DIALECT},
                 {"load-pass-plugin", PLUGIN_PASS}};
  for (size_t i = 0; i < sizeof options / sizeof *options; ++i)
    if (strlen(options[i].option) == length && strncmp(options[i].option, name, length) == 0) {
      *kind = options[i].kind;
      return true;
    }
  return false;
}

bool plugin_request_load(const struct plugin_request *request, MlirStringCallback error) {
  MlirStringRef path = mlirStringRefCreateFromCString(request->path);
  MlircPlugin plugin = request->kind == PLUGIN_DIALECT ? mlircUpstreamDialectPluginLoad(path, error, NULL)
                       : request->kind == PLUGIN_PASS ? mlircUpstreamPassPluginLoad(path, error, NULL)
                                                      : mlircPluginLoad(path, error, NULL);
  return !mlircPluginIsNull(plugin);
}
