//===- Opt.cpp - Parsing, pass-manager options and pass lookup for drivers ===//
//
// C++ because parser configuration, the pass manager's instrumentations and
// nesting mode, a registry's dialect names and registered passes by name
// have no C entry point in LLVM 19 (see mlir-c/Components/Opt.h).
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/Opt.h"
#include "mlir-c/Components/Resources.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/Debug/Counter.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/Timing.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

using namespace mlir;

namespace mlirc {
void registerRemarkOptions(); // Remarks.cpp
} // namespace mlirc

MlirOperation mlircParseSourceOperation(MlirContext context, MlirStringRef source,
                                        MlirStringRef sourceName, bool implicitModule,
                                        bool verify) {
  return mlircParseSourceOperationKeepingResources(context, source, sourceName, implicitModule,
                                                   verify, MlircResourceFallback{nullptr});
}

void mlircContextSetPrintOpOnDiagnostic(MlirContext context, bool enable) {
  unwrap(context)->printOpOnDiagnostic(enable);
}

MlirLogicalResult mlircSetGlobalPrintingOptions(const char *const *options, intptr_t numOptions,
                                                MlirStringCallback errorCallback,
                                                void *errorUserData) {
  // MLIR keeps these defaults in LLVM command-line options; parsing only
  // the printing options leaves every other option as it was.
  registerAsmPrinterCLOptions();
  std::vector<const char *> argv = {"mlirc"};
  for (intptr_t i = 0; i < numOptions; ++i) {
    llvm::StringRef option(options[i]), name = option;
    // One dash or two, as LLVM's command line takes them.
    name.consume_front("-");
    name.consume_front("-");
    if (option == name || (!name.starts_with("mlir-print-") && !name.starts_with("mlir-elide-") &&
                           !name.starts_with("mlir-pretty-") && !name.starts_with("mlir-use-"))) {
      std::string message = "not one of MLIR's printing options: '" + option.str() + "'";
      if (errorCallback)
        errorCallback(mlirStringRefCreate(message.data(), message.size()), errorUserData);
      return mlirLogicalResultFailure();
    }
    argv.push_back(options[i]);
  }
  std::string errors;
  llvm::raw_string_ostream stream(errors);
  // So that a second call may name an option again.
  llvm::cl::ResetAllOptionOccurrences();
  if (!llvm::cl::ParseCommandLineOptions(static_cast<int>(argv.size()), argv.data(), "", &stream)) {
    stream.flush();
    if (errorCallback)
      errorCallback(mlirStringRefCreate(errors.data(), errors.size()), errorUserData);
    return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

void mlircDialectRegistryForEachName(MlirDialectRegistry registry, MlirStringCallback callback,
                                     void *userData) {
  for (llvm::StringRef name : unwrap(registry)->getDialectNames())
    callback(mlirStringRefCreate(name.data(), name.size()), userData);
}

void mlircRegisterOptLLVMOptions(void) {
  static const bool registered =
      (tracing::DebugConfig::registerCLOptions(), tracing::DebugCounter::registerCLOptions(),
       registerDefaultTimingManagerCLOptions(),
       mlirc::registerRemarkOptions(), true);
  (void)registered;
}

void mlircWriteLLVMOutput(MlirStringRef text, void * /*userData*/) {
  llvm::outs() << unwrap(text);
}

int mlircFlushLLVMOutput(void) {
  llvm::raw_fd_ostream &out = llvm::outs();
  out.flush();
  if (!out.has_error())
    return 0;
  std::error_code error = out.error();
  out.clear_error();
  bool isErrno = error.category() == std::generic_category() || error.category() == std::system_category();
  return isErrno && error.value() ? error.value() : EIO;
}

void mlircPassManagerEnableCrashReproducer(MlirPassManager passManager, MlirStringRef outputFile,
                                           bool local) {
  // MLIR's crash recovery expects LLVM's signal handlers under its own, as
  // in mlir-opt, which installs them at start: installed later, above it,
  // they end the process where the crashing pass should just fail.
  static const bool handlersInstalled = (llvm::sys::AddSignalHandler([](void *) {}, nullptr), true);
  (void)handlersInstalled;
  unwrap(passManager)->enableCrashReproducerGeneration(unwrap(outputFile), local);
}

MlirLogicalResult mlircPassManagerWriteReproducer(MlirPassManager passManager, MlirOperation op,
                                                  MlirStringRef outputFile) {
  // makeReproducer describes what it did in words, success or not: the
  // file is opened here first, so a failure comes with the system's reason.
  std::error_code error;
  { llvm::raw_fd_ostream probe(unwrap(outputFile), error); }
  if (error) {
    unwrap(op)->emitError() << "cannot write the reproducer to '" << unwrap(outputFile)
                            << "': " << error.message();
    return mlirLogicalResultFailure();
  }
  PassManager *pm = unwrap(passManager);
  // As the release's mlir-opt: since 20 the pipeline is anchored on the pass
  // manager's operation; 19 wrote "any" whatever the anchor.
  StringRef anchor = LLVM_VERSION_MAJOR > 19 ? pm->getOpAnchorName() : pm->getAnyOpAnchorName();
  makeReproducer(anchor, pm->getPasses(), unwrap(op), unwrap(outputFile));
  return mlirLogicalResultSuccess();
}

void mlircOpPassManagerEnableImplicitNesting(MlirOpPassManager passManager) {
  unwrap(passManager)->setNesting(OpPassManager::Nesting::Implicit);
}

void mlircPassManagerEnableTiming(MlirPassManager passManager) {
  unwrap(passManager)->enableTiming();
}

void mlircPassManagerEnableStatistics(MlirPassManager passManager, bool asList) {
  unwrap(passManager)->enableStatistics(asList ? PassDisplayMode::List : PassDisplayMode::Pipeline);
}

namespace {
std::vector<std::string> copyNames(const MlirStringRef *names, intptr_t count) {
  std::vector<std::string> copy;
  for (intptr_t i = 0; names && i < count; ++i)
    copy.emplace_back(names[i].data, names[i].length);
  return copy;
}

bool named(const std::vector<std::string> &names, Pass *pass) {
  llvm::StringRef argument = pass->getArgument();
  for (const std::string &name : names)
    if (argument == name)
      return true;
  return false;
}

using PrintFilter = std::function<bool(Pass *, Operation *)>;

/* Which passes `options` prints before and after. */
std::pair<PrintFilter, PrintFilter> printFilters(const MlircIRPrintingOptions *options) {
  auto before = std::make_shared<std::vector<std::string>>(
      copyNames(options->before, options->numBefore));
  auto after = std::make_shared<std::vector<std::string>>(
      copyNames(options->after, options->numAfter));
  bool beforeAll = options->beforeAll, afterAll = options->afterAll;
  return {[=](Pass *pass, Operation *) { return beforeAll || named(*before, pass); },
          [=](Pass *pass, Operation *) { return afterAll || named(*after, pass); }};
}

OpPrintingFlags printFlags(const MlircIRPrintingOptions *options) {
  return options->flags.ptr ? *unwrap(options->flags) : OpPrintingFlags();
}
} // namespace

void mlircPassManagerEnableIRPrintingWithOptions(MlirPassManager passManager,
                                                const MlircIRPrintingOptions *options) {
  auto [before, after] = printFilters(options);
  unwrap(passManager)
      ->enableIRPrinting(before, after, options->moduleScope, options->afterOnlyOnChange,
                         options->afterOnlyOnFailure, llvm::errs(), printFlags(options));
}

void mlircPassManagerEnableIRPrintingToFileTree(MlirPassManager passManager,
                                               const MlircIRPrintingOptions *options,
                                               MlirStringRef treeDir) {
  auto [before, after] = printFilters(options);
  unwrap(passManager)
      ->enableIRPrintingToFileTree(before, after, options->moduleScope, options->afterOnlyOnChange,
                                   options->afterOnlyOnFailure, unwrap(treeDir), printFlags(options));
}

MlircRegisteredPassKind mlircLookupRegisteredPass(MlirStringRef argument, MlirStringCallback summary,
                                                  void *userData) {
  llvm::StringRef name(argument.data, argument.length);
  const mlir::PassRegistryEntry *entry = mlir::PassInfo::lookup(name);
  MlircRegisteredPassKind kind = MlircRegisteredPassPass;
  if (!entry) {
    entry = mlir::PassPipelineInfo::lookup(name);
    kind = MlircRegisteredPassPipeline;
  }
  if (!entry)
    return MlircRegisteredPassNone;
  if (summary) {
    llvm::StringRef text = entry->getPassDescription();
    summary(mlirStringRefCreate(text.data(), text.size()), userData);
  }
  return kind;
}

MlirLogicalResult mlircOpPassManagerAddRegisteredPass(MlirOpPassManager passManager,
                                                      MlirStringRef argument, MlirStringRef options,
                                                      MlirStringCallback errorCallback,
                                                      void *userData) {
  llvm::StringRef name(argument.data, argument.length);
  auto report = [&](const llvm::Twine &message) {
    if (errorCallback) {
      std::string text = message.str();
      errorCallback(mlirStringRefCreate(text.data(), text.size()), userData);
    }
    return mlir::failure();
  };
  const mlir::PassRegistryEntry *entry = mlir::PassInfo::lookup(name);
  if (!entry)
    entry = mlir::PassPipelineInfo::lookup(name);
  if (!entry)
    return wrap(report("'" + name + "' is not a registered pass or pass pipeline"));
  // The entry's own builder, not the textual pipeline parser: the parser
  // turns implicit nesting off while it adds.
  return wrap(entry->addToPipeline(*unwrap(passManager), llvm::StringRef(options.data, options.length),
                                   report));
}
