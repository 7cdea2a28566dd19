/* The failure of reference seed 001, fixed: plugins opened RTLD_LOCAL, one
 * in C (IRDL dialect + external pass), one in C++ (ODS dialect whose type
 * implements MemRefElementTypeInterface), composed through the Core C API.
 *   two-plugins C_PLUGIN CXX_PLUGIN [MORE_PLUGINS...] */
#include <string.h>

#include "../clients/common.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Registry.h"

static void print_type(const char *label, MlirType t) {
  printf("%s: ", label);
  mlirTypePrint(t, print_to_stdout, NULL);
  printf("\n");
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: two-plugins C_PLUGIN CXX_PLUGIN [MORE...]\n");
    return 2;
  }
  MlircPlugin first = {NULL};
  for (int i = 1; i < argc; ++i) {
    MlircPlugin p = mlircPluginLoad(mlirStringRefCreateFromCString(argv[i]), print_error, NULL);
    if (mlircPluginIsNull(p))
      return 1;
    MlirStringRef name = mlircPluginGetName(p);
    printf("plugin %d: %.*s%s\n", i, (int)name.length, name.data,
           i > 2 && p.ptr == first.ptr ? " (same as plugin 2)" : "");
    if (i == 2)
      first = p;
  }
  printf("plugins loaded: %zu\n", mlircPluginGetNumLoaded());

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  if (mlirLogicalResultIsFailure(mlircPluginsRegisterDialects(registry, print_error, NULL)))
    return 1;
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  if (mlirLogicalResultIsFailure(mlircPluginsInitializeContext(ctx, print_error, NULL)))
    return 1;

  /* The C++ plugin's type, as an element of a memref built by Core. */
  MlirType token = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("!cxxplug.token"));
  if (mlirTypeIsNull(token))
    return 1;
  print_type("token", token);
  MlirTypeID registered =
      mlircRegistryLookupTypeID(mlirStringRefCreateFromCString("::cxxplug::TokenType"));
  printf("token TypeID from the registry: %s\n",
         !mlirTypeIDIsNull(registered) && mlirTypeIDEqual(mlirTypeGetTypeID(token), registered)
             ? "yes" : "no");
  int64_t shape[] = {4};
  MlirAttribute no_memory_space = {NULL};
  MlirType memref = mlirMemRefTypeContiguousGet(token, 1, shape, no_memory_space);
  if (mlirTypeIsNull(memref)) {
    printf("memref of token rejected\n");
    return 1;
  }
  print_type("memref", memref);
  MlirType reparsed = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("memref<4x!cxxplug.token>"));
  printf("round trip equal: %s\n", mlirTypeEqual(reparsed, memref) ? "yes" : "no");

  /* Both plugins in one module; the C plugin's pass run by name. */
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = parse_or_die(ctx,
      "module {\n"
      "  %t = cxxplug.make : !cxxplug.token\n"
      "  \"cplug.noop\"() : () -> ()\n"
      "  %b = \"cplug.make\"() : () -> !cplug.box\n"
      "  \"test.use\"(%t, %b) : (!cxxplug.token, !cplug.box) -> ()\n"
      "  \"test.buffer\"() : () -> memref<2x!cxxplug.token>\n"
      "}\n");
  printf("verified: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  if (!run_pipeline(ctx, m, "builtin.module(cplug-strip-noop)"))
    return 1;
  print_module(m);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
