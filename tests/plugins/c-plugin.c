/* An example plugin in pure C, built from an installed tree with
 *     cc -shared -fPIC c-plugin.c $(pkg-config --cflags --libs mlir-c-dialects)
 * Its dialect "cplug" is defined in IRDL (loaded into each context the
 * application prepares), its pass "cplug-strip-noop" with the C API's
 * external pass, under a TypeID from the registry. */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/PassRegistration.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Registry.h"
#include "mlir-c/Dialect/IRDL.h"

#if MLIRC_LLVM_VERSION_MAJOR >= 20 /* IRDL operands and results got names */
#define RESULTS "irdl.results(out: %0)"
#else
#define RESULTS "irdl.results(%0)"
#endif

static const char kDialect[] =
    "irdl.dialect @cplug {\n"
    "  irdl.type @box {\n"
    "  }\n"
    "  irdl.operation @noop {\n"
    "  }\n"
    "  irdl.operation @make {\n"
    "    %0 = irdl.any\n"
    "    " RESULTS "\n"
    "  }\n"
    "}\n";

static void report(MlirStringCallback error, void *user_data, const char *message) {
  error(mlirStringRefCreateFromCString(message), user_data);
}

static MlirLogicalResult initialize_context(MlirContext ctx, MlirStringCallback error,
                                            void *user_data) {
  if (!mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("cplug"))))
    return mlirLogicalResultSuccess(); /* already prepared */
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  MlirModule definition = mlirModuleCreateParse(ctx, mlirStringRefCreate(kDialect, sizeof kDialect - 1));
  if (mlirModuleIsNull(definition)) {
    report(error, user_data, "the cplug IRDL definition does not parse");
    return mlirLogicalResultFailure();
  }
  MlirLogicalResult result = mlirLoadIRDLDialects(definition);
  mlirModuleDestroy(definition);
  if (mlirLogicalResultIsFailure(result))
    report(error, user_data, "mlirLoadIRDLDialects failed for cplug");
  return result;
}

/* The pass: erase every cplug.noop. */
struct noop_list {
  MlirOperation ops[256];
  int count;
};

static MlirWalkResult find_noop(MlirOperation op, void *user_data) {
  struct noop_list *list = user_data;
  MlirIdentifier name = mlirOperationGetName(op);
  MlirStringRef s = mlirIdentifierStr(name);
  if (s.length == 10 && memcmp(s.data, "cplug.noop", 10) == 0 && list->count < 256)
    list->ops[list->count++] = op;
  return MlirWalkResultAdvance;
}

static void construct(void *user_data) { (void)user_data; }
static void destruct(void *user_data) { (void)user_data; }
static MlirLogicalResult initialize(MlirContext ctx, void *user_data) {
  (void)ctx, (void)user_data;
  return mlirLogicalResultSuccess();
}
static void *clone(void *user_data) { return user_data; }

static void run(MlirOperation op, MlirExternalPass pass, void *user_data) {
  (void)pass, (void)user_data;
  struct noop_list list = {.count = 0};
  mlirOperationWalk(op, find_noop, &list, MlirWalkPostOrder);
  for (int i = 0; i < list.count; ++i)
    mlirOperationDestroy(list.ops[i]);
}

static MlirLogicalResult register_passes(MlirStringCallback error, void *user_data) {
  MlircExternalPassInfo info = {
      .passID = mlircRegistryGetTypeID(mlirStringRefCreateFromCString("cplug.strip-noop")),
      .name = mlirStringRefCreateFromCString("CPlugStripNoop"),
      .argument = mlirStringRefCreateFromCString("cplug-strip-noop"),
      .description = mlirStringRefCreateFromCString("Erase cplug.noop operations"),
      .opName = mlirStringRefCreateFromCString(""),
      .nDependentDialects = 0,
      .dependentDialects = NULL,
      .callbacks = {construct, destruct, initialize, clone, run},
      .userData = NULL,
  };
  return mlircRegisterExternalPass(&info, error, user_data);
}

static const MlircPluginDescriptor kDescriptor = {
    .abiMajor = MLIRC_PLUGIN_ABI_MAJOR,
    .abiMinor = MLIRC_PLUGIN_ABI_MINOR,
    .size = sizeof(MlircPluginDescriptor),
    .name = "cplug",
    .version = "1.0",
    .registerDialects = NULL,
    .registerPasses = register_passes,
    .initializeContext = initialize_context,
};

MLIRC_PLUGIN_ENTRY_POINT { return &kDescriptor; }
