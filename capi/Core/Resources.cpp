//===- Resources.cpp - Resources no dialect claims, kept and written back -===//
//
// C++ because MLIR's fallback resource map and pass reproducer options have
// no C entry point (see mlir-c/Components/Resources.h).
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/Resources.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <optional>

using namespace mlir;

namespace {
struct Fallback {
  FallbackAsmResourceMap map;
  std::optional<PassReproducerOptions> reproducer;
};
} // namespace

static Fallback *unwrapFallback(MlircResourceFallback fallback) {
  return static_cast<Fallback *>(fallback.ptr);
}

static FallbackAsmResourceMap *unwrapMap(MlircResourceFallback fallback) {
  return fallback.ptr ? &unwrapFallback(fallback)->map : nullptr;
}

MlircResourceFallback mlircResourceFallbackCreate(void) { return {new Fallback()}; }

void mlircResourceFallbackDestroy(MlircResourceFallback fallback) {
  delete unwrapFallback(fallback);
}

void mlircResourceFallbackReadReproducer(MlircResourceFallback fallback) {
  if (fallback.ptr)
    unwrapFallback(fallback)->reproducer.emplace();
}

MlirLogicalResult mlircResourceFallbackApplyReproducer(MlircResourceFallback fallback,
                                                       MlirPassManager passManager) {
  if (!fallback.ptr || !unwrapFallback(fallback)->reproducer)
    return mlirLogicalResultSuccess();
  return wrap(unwrapFallback(fallback)->reproducer->apply(*unwrap(passManager)));
}

MlirOperation mlircParseSourceOperationKeepingResources(MlirContext context, MlirStringRef source,
                                                        MlirStringRef sourceName,
                                                        bool implicitModule, bool verify,
                                                        MlircResourceFallback fallback) {
  ParserConfig config(unwrap(context), verify, unwrapMap(fallback));
  if (fallback.ptr && unwrapFallback(fallback)->reproducer)
    unwrapFallback(fallback)->reproducer->attachResourceParser(config);
  llvm::StringRef text = unwrap(source), name = unwrap(sourceName);
  if (implicitModule)
    return wrap(parseSourceString<ModuleOp>(text, config, name).release().getOperation());
  return wrap(parseSourceString<Operation *>(text, config, name).release());
}

void mlircOperationPrintWithResources(MlirOperation op, MlirOpPrintingFlags flags,
                                      MlircResourceFallback fallback, MlirStringCallback callback,
                                      void *userData) {
  detail::CallbackOstream stream(callback, userData);
  OpPrintingFlags printing = flags.ptr ? *unwrap(flags) : OpPrintingFlags();
  AsmState state(unwrap(op), printing, /*locationMap=*/nullptr, unwrapMap(fallback));
  unwrap(op)->print(stream, state);
}

MlirLogicalResult mlircOperationWriteBytecodeWithResources(MlirOperation op,
                                                           MlirBytecodeWriterConfig config,
                                                           bool elideResourceData,
                                                           MlircResourceFallback fallback,
                                                           MlirStringCallback callback,
                                                           void *userData) {
  detail::CallbackOstream stream(callback, userData);
  FallbackAsmResourceMap none;
  BytecodeWriterConfig writer(fallback.ptr ? *unwrapMap(fallback) : none);
  if (config.ptr)
    writer.setDesiredBytecodeVersion(unwrap(config)->getDesiredBytecodeVersion());
  writer.setElideResourceDataFlag(elideResourceData);
  return wrap(writeBytecodeToFile(unwrap(op), stream, writer));
}
