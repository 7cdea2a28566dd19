/* An example plugin in pure C, built from an installed tree with
 *     cc -shared -fPIC c-plugin.c $(pkg-config --cflags --libs mlir-c-dialects)
 * Its dialect "cplug" is defined in IRDL (loaded into each context the
 * application prepares), its pass "cplug-strip-noop" with the C API's
 * external pass, under a TypeID from the registry. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/IRDL.h"
#include "mlir-c/Components/PassRegistration.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Registry.h"

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

/* Checked loading: the same definition twice in one context is kept as it
 * is; a clash with another dialect of that name is an error. */
static MlirLogicalResult initialize_context(MlirContext ctx, MlirStringCallback error,
                                            void *user_data) {
  return mlircLoadIRDLDialects(ctx, mlirStringRefCreate(kDialect, sizeof kDialect - 1), error,
                               user_data);
}

/* The pass: erase every cplug.noop (collected first: no erasing mid-walk). */
struct noop_list {
  MlirOperation *ops;
  size_t count, capacity;
  bool out_of_memory;
};

static MlirWalkResult find_noop(MlirOperation op, void *user_data) {
  struct noop_list *list = user_data;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length != 10 || memcmp(name.data, "cplug.noop", 10) != 0)
    return MlirWalkResultAdvance;
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? list->capacity * 2 : 16;
    MlirOperation *grown = realloc(list->ops, capacity * sizeof *grown);
    if (!grown) {
      list->out_of_memory = true;
      return MlirWalkResultInterrupt;
    }
    list->ops = grown;
    list->capacity = capacity;
  }
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
  (void)user_data;
  struct noop_list list = {NULL, 0, 0, false};
  mlirOperationWalk(op, find_noop, &list, MlirWalkPostOrder);
  if (list.out_of_memory)
    mlirExternalPassSignalFailure(pass);
  else
    for (size_t i = 0; i < list.count; ++i)
      mlirOperationDestroy(list.ops[i]);
  free(list.ops);
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
