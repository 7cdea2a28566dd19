/* Loads each plugin named on the command line, printing what the loader
 * says, then shows the process still works: the loaded plugins register
 * their dialects and a module parses and prints.
 *   plugin-load PLUGIN... */
#include "../clients/common.h"
#include "mlir-c/Components/Plugin.h"

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    MlircPlugin p = mlircPluginLoad(mlirStringRefCreateFromCString(argv[i]), print_error, NULL);
    if (!mlircPluginIsNull(p)) {
      MlirStringRef name = mlircPluginGetName(p), version = mlircPluginGetVersion(p);
      printf("loaded %.*s %.*s\n", (int)name.length, name.data, (int)version.length,
             version.data);
    }
  }
  printf("plugins loaded: %zu\n", mlircPluginGetNumLoaded());
  for (size_t i = 0; i < mlircPluginGetNumLoaded(); ++i) {
    MlirStringRef name = mlircPluginGetName(mlircPluginGetLoaded(i));
    printf("  %.*s ABI %u.%u\n", (int)name.length, name.data,
           mlircPluginGetABIMajor(mlircPluginGetLoaded(i)),
           mlircPluginGetABIMinor(mlircPluginGetLoaded(i)));
  }

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  if (mlirLogicalResultIsFailure(mlircPluginsRegisterDialects(registry, print_error, NULL)))
    printf("registering dialects failed\n");
  MlirContext ctx = mlirContextCreate();
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  MlirModule module = parse_or_die(ctx, "module { module @still_working {} }");
  print_module(module);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
