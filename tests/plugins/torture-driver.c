/* Drives the plugin torture suite from a core-only C program: each argument
 * is one step, run in order, and the program ends by showing it is still
 * healthy (a module parses and prints).
 *   load=PATH        mlircPluginLoad, printing the plugin or the error
 *   dlclose=PATH     dlopen + dlclose a library outside the loader
 *   all-passes       map the Passes component and register MLIR's passes
 *                    (what importing mlir.passmanager does)
 *   run=PIPELINE     run a pass pipeline on a small module, print it
 *   parse=TEXT       parse TEXT in a context prepared by the plugins
 *   registered=OP    whether such a context has the operation OP registered
 * Built by build-torture.sh with MLIRC_PASSES_SONAME set. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>

#include "../clients/common.h"
#include "mlir-c/Components/Plugin.h"

/* A context with every loaded plugin's dialects, or a null one. */
static MlirContext prepared_context(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  MlirLogicalResult ok = mlircPluginsRegisterDialects(registry, print_error, NULL);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  if (mlirLogicalResultIsSuccess(ok))
    ok = mlircPluginsInitializeContext(ctx, print_error, NULL);
  if (mlirLogicalResultIsFailure(ok)) {
    printf("preparing a context failed\n");
    mlirContextDestroy(ctx);
    ctx.ptr = NULL;
  }
  return ctx;
}

static void parse_and_print(const char *text, const char *pipeline) {
  MlirContext ctx = prepared_context();
  if (mlirContextIsNull(ctx))
    return;
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m)) {
    printf("parse failed\n");
  } else {
    if (pipeline && !run_pipeline(ctx, m, pipeline))
      printf("\npipeline failed\n");
    print_module(m);
    mlirModuleDestroy(m);
  }
  mlirContextDestroy(ctx);
}

static void register_all_passes(void) {
  void *passes = dlopen(MLIRC_PASSES_SONAME, RTLD_NOW | RTLD_LOCAL);
  void (*register_all)(void) = NULL;
  if (passes)
    *(void **)&register_all = dlsym(passes, "mlirRegisterAllPasses");
  if (!register_all) {
    printf("cannot register MLIR's passes: %s\n", dlerror());
    return;
  }
  register_all();
  printf("registered MLIR's passes\n");
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    const char *step = argv[i];
    printf("== %s\n", step);
    fflush(stdout);
    if (strncmp(step, "load=", 5) == 0) {
      MlircPlugin p = mlircPluginLoad(mlirStringRefCreateFromCString(step + 5), print_error, NULL);
      if (!mlircPluginIsNull(p)) {
        MlirStringRef name = mlircPluginGetName(p);
        printf("loaded %.*s\n", (int)name.length, name.data);
      }
    } else if (strncmp(step, "dlclose=", 8) == 0) {
      void *handle = dlopen(step + 8, RTLD_NOW | RTLD_LOCAL);
      printf("%s\n", handle && dlclose(handle) == 0 ? "opened and closed" : dlerror());
    } else if (strcmp(step, "all-passes") == 0) {
      register_all_passes();
    } else if (strncmp(step, "run=", 4) == 0) {
      parse_and_print("\"test.op\"() : () -> ()", step + 4);
    } else if (strncmp(step, "registered=", 11) == 0) {
      MlirContext ctx = prepared_context();
      if (!mlirContextIsNull(ctx)) {
        printf("%s registered: %s\n", step + 11,
               mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString(step + 11))
                   ? "yes" : "no");
        mlirContextDestroy(ctx);
      }
    } else if (strncmp(step, "parse=", 6) == 0) {
      parse_and_print(step + 6, NULL);
    } else {
      printf("unknown step '%s'\n", step);
      return 2;
    }
    fflush(stdout);
  }
  printf("== healthy?\nplugins loaded: %zu\n", mlircPluginGetNumLoaded());
  MlirContext ctx = mlirContextCreate();
  MlirModule still_working = parse_or_die(ctx, "module @still_working {}");
  print_module(still_working);
  mlirModuleDestroy(still_working);
  mlirContextDestroy(ctx);
  return 0;
}
