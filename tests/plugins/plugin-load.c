/* Loads each plugin named on the command line, printing what the loader
 * says, then shows the process still works: the loaded plugins register
 * their dialects and a module parses and prints.
 *   plugin-load PLUGIN...   ("-" between arguments: nothing, for readability) */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Components/Plugin.h"
#include "mlir-c/IR.h"

static void print_error(MlirStringRef message, void *user_data) {
  (void)user_data;
  printf("error: %.*s\n", (int)message.length, message.data);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    MlircPlugin p = mlircPluginLoad(mlirStringRefCreateFromCString(argv[i]), print_error, NULL);
    if (!mlircPluginIsNull(p)) {
      MlirStringRef name = mlircPluginGetName(p), version = mlircPluginGetVersion(p);
      printf("loaded %.*s %.*s (#%zu)\n", (int)name.length, name.data, (int)version.length,
             version.data, (size_t)0 + mlircPluginGetNumLoaded());
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
  MlirModule m = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString("module { module @still_working {} }"));
  if (mlirModuleIsNull(m)) {
    printf("parse failed\n");
    return 1;
  }
  mlirOperationDump(mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
