//===- ActionTracing.cpp - mlir-opt's action log and profile -------------===//
//
// MLIR's own observers and debug counters (mlir/Debug), configured from the
// LLVM options that Opt.cpp registers, as mlir-opt configures them.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/ActionTracing.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/Debug/Counter.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <memory>

using mlir::tracing::InstallDebugHandler;

namespace {
/* The values of --mlir-debug-counter, each TAG-skip=N or TAG-count=N:
 * checked before MLIR reads them, which aborts the process on a bad one. */
llvm::Error checkDebugCounters() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find("mlir-debug-counter");
  if (found == options.end())
    return llvm::Error::success();
  // (MLIR declares it as a list of strings: mlir/lib/Debug/DebugCounter.cpp.)
  for (llvm::StringRef value : *static_cast<llvm::cl::list<std::string> *>(found->second)) {
    auto [name, count] = value.split('=');
    int64_t number;
    bool named = name.consume_back("-skip") || name.consume_back("-count");
    if (!value.empty() && (!named || name.empty() || count.getAsInteger(0, number)))
      return llvm::createStringError("--mlir-debug-counter takes TAG-skip=N or TAG-count=N, not '" +
                                     value + "'");
  }
  return llvm::Error::success();
}
} // namespace

MlirLogicalResult mlircContextInstallActionTracing(MlirContext context,
                                                   MlircActionTracing *result) {
  result->ptr = nullptr;
  mlir::tracing::DebugConfig config = mlir::tracing::DebugConfig::createFromCLOptions();
  // (With no observer, MLIR's handler installs the debug counters, if any.)
  if (config.getLogActionsTo().empty() && config.getProfileActionsTo().empty() &&
      !config.isDebuggerActionHookEnabled() && !mlir::tracing::DebugCounter::isActivated())
    return mlirLogicalResultSuccess();
  mlir::MLIRContext *ctx = unwrap(context);
  if (llvm::Error error = checkDebugCounters()) {
    mlir::emitError(mlir::UnknownLoc::get(ctx)) << llvm::toString(std::move(error));
    return mlirLogicalResultFailure();
  }
  // MLIR reports a file it cannot open as an error diagnostic and carries
  // on without that observer: watched for here (and passed on), and made a
  // failure.
  bool failedToOpen = false;
  std::unique_ptr<InstallDebugHandler> tracing;
  {
    mlir::ScopedDiagnosticHandler watch(ctx, [&](mlir::Diagnostic &diagnostic) {
      failedToOpen |= diagnostic.getSeverity() == mlir::DiagnosticSeverity::Error;
      return mlir::failure();
    });
    tracing = std::make_unique<InstallDebugHandler>(*ctx, config);
  }
  if (failedToOpen)
    return mlirLogicalResultFailure();
  result->ptr = tracing.release();
  return mlirLogicalResultSuccess();
}

void mlircActionTracingDestroy(MlircActionTracing tracing) {
  delete static_cast<InstallDebugHandler *>(tracing.ptr);
}
