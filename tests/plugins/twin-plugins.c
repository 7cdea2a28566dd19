/* Two copies of one C++ plugin (the quill dialect and its TableGen'd pass,
 * built twice under two plugin names), opened RTLD_LOCAL into one process:
 * one dialect, one pass, each copy's code works on the other's IR.
 *   twin-plugins FIRST.so SECOND.so */
#include <dlfcn.h>
#include <stdbool.h>
#include <string.h>

#include "../clients/common.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Registry.h"
#include "mlir-c/Dialect/Func.h"

/* What each copy exports for tests (quill/QuillPlugin.cpp). */
struct copy {
  bool (*isInk)(MlirType);
  MlirStringRef (*color)(MlirType);
  MlirTypeID (*inkTypeID)(void);
  MlirTypeID (*passTypeID)(void);
  MlirLogicalResult (*scaleMarks)(MlirOperation, int64_t);
  int64_t (*sumMarks)(MlirOperation);
};

static void *symbol(void *handle, const char *name) {
  void *p = dlsym(handle, name);
  if (!p) {
    printf("error: %s\n", dlerror());
    exit(1);
  }
  return p;
}

/* The copy mlircPluginLoad opened, found again without loading anything. */
static struct copy open_copy(const char *path) {
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
  if (!h) {
    printf("error: %s is not loaded\n", path);
    exit(1);
  }
  struct copy c;
  *(void **)&c.isInk = symbol(h, "quillIsInk");
  *(void **)&c.color = symbol(h, "quillColor");
  *(void **)&c.inkTypeID = symbol(h, "quillInkTypeID");
  *(void **)&c.passTypeID = symbol(h, "quillPassTypeID");
  *(void **)&c.scaleMarks = symbol(h, "quillScaleMarks");
  *(void **)&c.sumMarks = symbol(h, "quillSumMarks");
  return c;
}

static const char *yes(bool b) { return b ? "yes" : "no"; }

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: twin-plugins FIRST.so SECOND.so\n");
    return 2;
  }
  for (int i = 1; i < 3; ++i) {
    MlircPlugin p = mlircPluginLoad(mlirStringRefCreateFromCString(argv[i]), print_error, NULL);
    if (mlircPluginIsNull(p))
      return 1;
    MlirStringRef name = mlircPluginGetName(p);
    printf("plugin %d: %.*s\n", i, (int)name.length, name.data);
  }
  printf("plugins loaded: %zu\n", mlircPluginGetNumLoaded());
  struct copy a = open_copy(argv[1]), b = open_copy(argv[2]);

  /* Both copies insert their dialect: one TypeID, so no clash. */
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  if (mlirLogicalResultIsFailure(mlircPluginsRegisterDialects(registry, print_error, NULL)))
    return 1;
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);

  MlirType ink = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("!quill.ink<\"red\">"));
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  if (mlirTypeIsNull(ink))
    return 1;
  MlirStringRef ca = a.color(ink), cb = b.color(ink);
  printf("isa<InkType>: first %s, second %s; i32: %s %s\n", yes(a.isInk(ink)), yes(b.isInk(ink)),
         yes(a.isInk(i32)), yes(b.isInk(i32)));
  printf("colour through the interface: first %.*s, second %.*s\n", (int)ca.length, ca.data,
         (int)cb.length, cb.data);
  MlirTypeID named = mlircRegistryLookupTypeID(mlirStringRefCreateFromCString("::mlir::quill::InkType"));
  printf("InkType TypeID: copies agree %s, the type's %s, the registry's %s\n",
         yes(mlirTypeIDEqual(a.inkTypeID(), b.inkTypeID())),
         yes(mlirTypeIDEqual(a.inkTypeID(), mlirTypeGetTypeID(ink))),
         yes(mlirTypeIDEqual(a.inkTypeID(), named)));
  /* Keyed by its TableGen'd base, QuillScaleMarksBase<(anonymous
   * namespace)::ScaleMarks>, and its file (docs/typeids.md). */
  MlirTypeID pass = mlircRegistryLookupTypeID(mlirStringRefCreateFromCString(
      "::mlir::quill::impl::QuillScaleMarksBase$3c$28anonymous$20namespace$29::ScaleMarks$3e$40QuillPasses$2ecpp"));
  printf("pass TypeID: copies agree %s, the registry's %s\n",
         yes(mlirTypeIDEqual(a.passTypeID(), b.passTypeID())), yes(mlirTypeIDEqual(a.passTypeID(), pass)));
  /* MLIR's own code asks the plugin's type for MLIR's interface. */
  int64_t shape[] = {2};
  MlirAttribute no_memory_space = {NULL};
  MlirType memref = mlirMemRefTypeContiguousGet(ink, 1, shape, no_memory_space);
  if (mlirTypeIsNull(memref))
    return 1;
  mlirTypePrint(memref, print_to_stdout, NULL);
  printf("\n");

  MlirModule m = parse_or_die(ctx,
      "func.func @f() {\n"
      "  %a = quill.fill \"blue\" : !quill.ink<\"blue\">\n"
      "  quill.stamp #quill.mark<3>, %a : !quill.ink<\"blue\">\n"
      "  quill.end\n"
      "}\n");
  MlirOperation op = mlirModuleGetOperation(m);
  /* quill.end is a terminator only if MLIR sees the plugin's trait. */
  printf("verified: %s\n", yes(mlirOperationVerify(op)));
  if (!run_pipeline(ctx, m, "builtin.module(quill-scale-marks{factor=5})"))
    return 1;
  printf("after the registered pass: first reads %lld, second %lld\n", (long long)a.sumMarks(op),
         (long long)b.sumMarks(op));
  if (mlirLogicalResultIsFailure(a.scaleMarks(op, 2)) || mlirLogicalResultIsFailure(b.scaleMarks(op, 10)))
    return 1;
  printf("after each copy's own pass: %lld\n", (long long)a.sumMarks(op));
  print_module(m);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
