// The entry points of upstream MLIR's plugin ABI (mlir/Tools/Plugins/),
// chosen at build time:
//   -DUPF_DIALECT_PLUGIN   mlirGetDialectPluginInfo: the dialect, and its
//                          pass too (as upstream's standalone example does)
//   -DUPF_PASS_PLUGIN      mlirGetPassPluginInfo: the pass
//   -DUPF_API_VERSION=N    claim plugin API version N
//   -DUPF_NO_CALLBACK      give a null callback
//   -DUPF_LOAD_SELF        the pass callback first loads its own file as a
//                          pass plugin again (a cycle), printing the error
//   -DUPF_LABEL_OPTION     a static LLVM option, -upf-default-label=NAME:
//                          the label upf-mark sets when given none
//   -DUPF_TRANSLATION      the pass callback also registers a translation in
//                          MLIR's C++ registry, --upf-count-ops
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#ifndef UPF_API_VERSION
#define UPF_API_VERSION MLIR_PLUGIN_API_VERSION
#endif

#define UPF_ENTRY extern "C" __attribute__((visibility("default")))

// In Upf.cpp, whose heavy headers this file, built once per variant, skips.
void upfRegisterDialect(mlir::DialectRegistry *registry);
void upfRegisterPasses();

#ifdef UPF_LABEL_OPTION
#include "llvm/Support/CommandLine.h"

#include <string>

extern std::string (*upfDefaultLabel)();
static llvm::cl::opt<std::string> defaultLabel("upf-default-label",
                                               llvm::cl::desc("The label upf-mark sets when given none"));
static std::string readDefaultLabel() { return defaultLabel; }
static const bool hooked = (upfDefaultLabel = readDefaultLabel, true);
#endif

#ifdef UPF_DIALECT_PLUGIN
static void registerDialect(mlir::DialectRegistry *registry) {
  upfRegisterDialect(registry);
  upfRegisterPasses();
}

UPF_ENTRY mlir::DialectPluginLibraryInfo mlirGetDialectPluginInfo() {
#ifdef UPF_NO_CALLBACK
  return {UPF_API_VERSION, "upf", "1.0", nullptr};
#else
  return {UPF_API_VERSION, "upf", "1.0", registerDialect};
#endif
}
#endif

#ifdef UPF_LOAD_SELF
#include <cstdio>
#include <dlfcn.h>

#include "mlir-c/Components/UpstreamPlugin.h"

static void printError(MlirStringRef message, void *) {
  fprintf(stderr, "upf: %.*s\n", (int)message.length, message.data);
}

static void loadSelfThenRegister() {
  Dl_info self;
  if (dladdr(reinterpret_cast<void *>(&loadSelfThenRegister), &self) && self.dli_fname)
    mlircUpstreamPassPluginLoad(mlirStringRefCreateFromCString(self.dli_fname), printError,
                                nullptr);
  upfRegisterPasses();
}
#define UPF_PASS_CALLBACK loadSelfThenRegister
#elif defined(UPF_TRANSLATION)
#include "mlir/IR/Operation.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/raw_ostream.h"

// MLIR input to the number of its operations, read with the upf dialect.
static void registerTranslationThenPasses() {
  static const mlir::TranslateFromMLIRRegistration countOps(
      "upf-count-ops", "count the operations (upf)",
      [](mlir::Operation *op, llvm::raw_ostream &output) {
        unsigned count = 0;
        op->walk([&](mlir::Operation *) { ++count; });
        output << count << " operations\n";
        return mlir::success();
      },
      [](mlir::DialectRegistry &registry) { upfRegisterDialect(&registry); });
  upfRegisterPasses();
}
#define UPF_PASS_CALLBACK registerTranslationThenPasses
#else
#define UPF_PASS_CALLBACK upfRegisterPasses
#endif

#ifdef UPF_PASS_PLUGIN
UPF_ENTRY mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
#ifdef UPF_NO_CALLBACK
  return {UPF_API_VERSION, "upf-passes", "1.0", nullptr};
#else
  return {UPF_API_VERSION, "upf-passes", "1.0", UPF_PASS_CALLBACK};
#endif
}
#endif
