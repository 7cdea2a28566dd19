/* A pure-C plugin: the IRDL dialect "hello" and the pass "hello-count". */
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Components/IRDL.h"
#include "mlir-c/Components/PassRegistration.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Registry.h"
#define S(text) mlirStringRefCreateFromCString(text)

static MlirLogicalResult load_dialect(MlirContext ctx, MlirStringCallback error, void *data) {
  return mlircLoadIRDLDialects(ctx, S("irdl.dialect @hello { irdl.operation @greet {} }"), error, data);
}

static MlirWalkResult count_greet(MlirOperation op, void *count) {
  if (mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)), S("hello.greet")))
    ++*(int64_t *)count;
  return MlirWalkResultAdvance;
}

/* The pass: records on the op it runs on how many hello.greet it holds. */
static void run(MlirOperation op, MlirExternalPass pass, void *user_data) {
  int64_t count = 0;
  mlirOperationWalk(op, count_greet, &count, MlirWalkPreOrder);
  MlirType i64 = mlirIntegerTypeGet(mlirOperationGetContext(op), 64);
  mlirOperationSetDiscardableAttributeByName(op, S("hello.greetings"), mlirIntegerAttrGet(i64, count));
  (void)pass, (void)user_data;
}
static void nothing(void *user_data) { (void)user_data; }
static void *share(void *user_data) { return user_data; } /* the pass has no state */

static MlirLogicalResult register_pass(MlirStringCallback error, void *data) {
  MlircExternalPassInfo info = {mlircRegistryGetTypeID(S("hello.count")), S("HelloCount"), S("hello-count"),
                                S("Count hello.greet operations"), S("builtin.module"), 0, NULL,
                                {nothing, nothing, NULL, share, run}, NULL};
  return mlircRegisterExternalPass(&info, error, data);
}

static const MlircPluginDescriptor kDescriptor = {MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR,
    sizeof(MlircPluginDescriptor), "hello", "1.0", NULL, register_pass, load_dialect, {NULL}};
MLIRC_PLUGIN_ENTRY_POINT { return &kDescriptor; }
