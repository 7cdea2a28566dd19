/* Loads plugins in the format each argument names, printing what the
 * loader says of each and then its whole list, and parses a module with
 * the dialects the loaded plugins register:
 *   upstream-plugin-load {dialect|pass|ours}:PATH... */
#include <string.h>

#include "../clients/common.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/UpstreamPlugin.h"

/* On stdout, in order with the rest. */
static void print_refusal(MlirStringRef message, void *user_data) {
  (void)user_data;
  printf("refused: %.*s\n", (int)message.length, message.data);
}

static MlircPlugin load(const char *arg) {
  MlirStringRef path = mlirStringRefCreateFromCString(strchr(arg, ':') + 1);
  if (strncmp(arg, "dialect:", 8) == 0)
    return mlircUpstreamDialectPluginLoad(path, print_refusal, NULL);
  if (strncmp(arg, "pass:", 5) == 0)
    return mlircUpstreamPassPluginLoad(path, print_refusal, NULL);
  return mlircPluginLoad(path, print_refusal, NULL);
}

/* "#INDEX NAME VERSION via ENTRY-POINT, ABI MAJOR.MINOR" */
static void describe(MlircPlugin p) {
  size_t index = 0;
  while (index < mlircPluginGetNumLoaded() && mlircPluginGetLoaded(index).ptr != p.ptr)
    ++index;
  MlirStringRef name = mlircPluginGetName(p), version = mlircPluginGetVersion(p),
                entry = mlircPluginGetEntryPoint(p);
  printf("#%zu %.*s %.*s via %.*s, ABI %u.%u\n", index, (int)name.length, name.data,
         (int)version.length, version.data, (int)entry.length, entry.data,
         mlircPluginGetABIMajor(p), mlircPluginGetABIMinor(p));
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    if (!strchr(argv[i], ':')) {
      fprintf(stderr, "usage: upstream-plugin-load {dialect|pass|ours}:PATH...\n");
      return 2;
    }
    printf("%s: ", argv[i] + (strrchr(argv[i], '/') ? strrchr(argv[i], '/') - argv[i] + 1 : 0));
    MlircPlugin p = load(argv[i]);
    if (!mlircPluginIsNull(p))
      describe(p);
  }
  printf("plugins loaded: %zu\n", mlircPluginGetNumLoaded());
  for (size_t i = 0; i < mlircPluginGetNumLoaded(); ++i)
    describe(mlircPluginGetLoaded(i));
  MlircPlugin upf = mlircPluginLookup(mlirStringRefCreateFromCString("upf"));
  printf("lookup upf: ");
  if (mlircPluginIsNull(upf))
    printf("none\n");
  else
    describe(upf);

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  if (mlirLogicalResultIsFailure(mlircPluginsRegisterDialects(registry, print_error, NULL)))
    printf("registering dialects failed\n");
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  MlirModule module = parse_or_die(ctx, "module { %0 = upf.make : !upf.token }");
  print_module(module);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
