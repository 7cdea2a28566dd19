//===- Tools.cpp - MLIR's tool drivers from C -----------------------------===//
//
// Thin C entry points over the drivers of libMLIRToolsImpl; the drivers own
// the command line, the output and the diagnostics.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/Tools.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int mlircToolsOptMain(int argc, char **argv, const char *description, MlirDialectRegistry registry) {
  return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, description ? description : "", *unwrap(registry)));
}

int mlircToolsLspServerMain(int argc, char **argv, MlirDialectRegistry registry) {
  return mlir::asMainReturnCode(mlir::MlirLspServerMain(argc, argv, *unwrap(registry)));
}

int mlircToolsReduceMain(int argc, char **argv, MlirContext context) {
  return mlir::asMainReturnCode(mlir::mlirReduceMain(argc, argv, *unwrap(context)));
}
