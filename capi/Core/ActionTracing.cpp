//===- ActionTracing.cpp - mlir-opt's action log and profile -------------===//
//
// MLIR's own observers (mlir/Debug), configured from the LLVM options that
// LLVMOptions.cpp registers, as mlir-opt configures them.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/ActionTracing.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/IR/Diagnostics.h"

#include <memory>

using mlir::tracing::InstallDebugHandler;

MlirLogicalResult mlircContextInstallActionTracing(MlirContext context,
                                                   MlircActionTracing *result) {
  result->ptr = nullptr;
  mlir::tracing::DebugConfig config = mlir::tracing::DebugConfig::createFromCLOptions();
  if (config.getLogActionsTo().empty() && config.getProfileActionsTo().empty() &&
      !config.isDebuggerActionHookEnabled())
    return mlirLogicalResultSuccess();
  // MLIR reports a file it cannot open as an error diagnostic and carries
  // on without that observer: watched for here (and passed on), and made a
  // failure.
  mlir::MLIRContext *ctx = unwrap(context);
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
