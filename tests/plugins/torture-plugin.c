/* One source for the plugin torture suite: each -D flag below makes a
 * plugin that does one hostile or broken thing (build-plugins.sh builds the
 * set).  Every plugin links all four components, so a refusal that unloaded
 * it would take the layers down too.
 *   -DNAME="x"            the plugin's name (default "torture")
 *   -DNO_ENTRY            exports no entry point
 *   -DNULL_DESCRIPTOR     the entry point returns NULL
 *   -DABI_MAJOR=n         built for another ABI major
 *   -DPASS="arg"          registerPasses registers pass "arg" (TypeID "OWNER.arg")
 *   -DPASS_OWNER="o"      ... OWNER for that TypeID (default NAME)
 *   -DONLY_RUN            ... with only its run callback set
 *   -DCTOR_PASS="arg"     a constructor registers pass "arg" when the file is mapped
 *   -DFAIL_PASSES         registerPasses fails (after registering PASS, if any)
 *   -DLOAD="path"         registerPasses loads the plugin at path
 *   -DLOAD_SELF           registerPasses loads this very file
 *   -DREENTER_DIALECTS    registerDialects calls mlircPluginsRegisterDialects
 *   -DIRDL="ns"           initializeContext loads IRDL dialect "ns" (mlircLoadIRDLDialects)
 *   -DIRDL_OP="op"        ... whose one operation is "op" (default "thing")
 * Its passes set the attribute torture.ran = "NAME" on the op they run on. */
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#include <stddef.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Components/IRDL.h"
#include "mlir-c/Components/PassRegistration.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Registry.h"

#ifndef NAME
#define NAME "torture"
#endif
#ifndef ABI_MAJOR
#define ABI_MAJOR MLIRC_PLUGIN_ABI_MAJOR
#endif
#ifndef PASS_OWNER
#define PASS_OWNER NAME
#endif
#ifndef IRDL_OP
#define IRDL_OP "thing"
#endif

static inline MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static inline MlirLogicalResult fail(MlirStringCallback error, void *user_data, const char *why) {
  error(str(why), user_data);
  return mlirLogicalResultFailure();
}

/* A pass that marks the operation it runs on. */
static inline void construct(void *user_data) { (void)user_data; }
static inline void destruct(void *user_data) { (void)user_data; }
static inline MlirLogicalResult initialize(MlirContext ctx, void *user_data) {
  (void)ctx, (void)user_data;
  return mlirLogicalResultSuccess();
}
static inline void *clone(void *user_data) { return user_data; }
static void run(MlirOperation op, MlirExternalPass pass, void *user_data) {
  (void)pass, (void)user_data;
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetDiscardableAttributeByName(op, str("torture.ran"),
                                             mlirStringAttrGet(ctx, str(NAME)));
}

static inline MlirLogicalResult register_pass(const char *argument, MlirStringCallback error,
                                       void *user_data) {
  char key[256] = PASS_OWNER ".";
  size_t used = sizeof PASS_OWNER;
  for (size_t i = 0; argument[i] && used + 1 < sizeof key; ++i)
    key[used++] = argument[i];
  key[used] = '\0';
  MlircExternalPassInfo info = {
      .passID = mlircRegistryGetTypeID(str(key)),
      .name = str("TorturePass"),
      .argument = str(argument),
      .description = str("marks the op it runs on"),
      .opName = str(""),
#ifdef ONLY_RUN
      .callbacks = {.run = run},
#else
      .callbacks = {construct, destruct, initialize, clone, run},
#endif
  };
  return mlircRegisterExternalPass(&info, error, user_data);
}

#ifdef CTOR_PASS
static void ignore(MlirStringRef message, void *user_data) { (void)message, (void)user_data; }
__attribute__((constructor)) static void register_at_map(void) {
  register_pass(CTOR_PASS, ignore, NULL);
}
#endif

#if defined(PASS) || defined(FAIL_PASSES) || defined(LOAD) || defined(LOAD_SELF)
static MlirLogicalResult register_passes(MlirStringCallback error, void *user_data) {
#ifdef PASS
  if (mlirLogicalResultIsFailure(register_pass(PASS, error, user_data)))
    return mlirLogicalResultFailure();
#endif
#ifdef LOAD
  if (mlircPluginIsNull(mlircPluginLoad(str(LOAD), error, user_data)))
    return mlirLogicalResultFailure();
#endif
#ifdef LOAD_SELF
  Dl_info self;
  if (!dladdr((void *)register_passes, &self) || !self.dli_fname)
    return fail(error, user_data, "dladdr found no file");
  if (mlircPluginIsNull(mlircPluginLoad(str(self.dli_fname), error, user_data)))
    return mlirLogicalResultFailure();
#endif
#ifdef FAIL_PASSES
  return fail(error, user_data, "deliberate failure in registerPasses");
#else
  return mlirLogicalResultSuccess();
#endif
}
#else
#define register_passes NULL
#endif

#ifdef REENTER_DIALECTS
static MlirLogicalResult register_dialects(MlirDialectRegistry registry, MlirStringCallback error,
                                           void *user_data) {
  return mlircPluginsRegisterDialects(registry, error, user_data);
}
#else
#define register_dialects NULL
#endif

#ifdef IRDL
static MlirLogicalResult initialize_context(MlirContext ctx, MlirStringCallback error,
                                            void *user_data) {
  static const char definition[] =
      "irdl.dialect @" IRDL " {\n"
      "  irdl.operation @" IRDL_OP " {\n"
      "  }\n"
      "}\n";
  return mlircLoadIRDLDialects(ctx, str(definition), error, user_data);
}
#else
#define initialize_context NULL
#endif

static const MlircPluginDescriptor kDescriptor = {
    .abiMajor = ABI_MAJOR,
    .abiMinor = MLIRC_PLUGIN_ABI_MINOR,
    .size = sizeof(MlircPluginDescriptor),
    .name = NAME,
    .version = "0.1",
    .registerDialects = register_dialects,
    .registerPasses = register_passes,
    .initializeContext = initialize_context,
};

#include "plugin-entry.h"
