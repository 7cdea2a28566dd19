//===- Resources.cpp - Resources no dialect claims, kept and written back -===//
//
// C++ because MLIR's fallback resource map has no C entry point
// (see mlir-c/Components/Resources.h).
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/Resources.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;

static FallbackAsmResourceMap *unwrapFallback(MlircResourceFallback fallback) {
  return static_cast<FallbackAsmResourceMap *>(fallback.ptr);
}

MlircResourceFallback mlircResourceFallbackCreate(void) {
  return {new FallbackAsmResourceMap()};
}

void mlircResourceFallbackDestroy(MlircResourceFallback fallback) {
  delete unwrapFallback(fallback);
}

MlirOperation mlircParseSourceOperationKeepingResources(MlirContext context, MlirStringRef source,
                                                        MlirStringRef sourceName,
                                                        bool implicitModule, bool verify,
                                                        MlircResourceFallback fallback) {
  ParserConfig config(unwrap(context), verify, unwrapFallback(fallback));
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
  AsmState state(unwrap(op), printing, /*locationMap=*/nullptr, unwrapFallback(fallback));
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
  BytecodeWriterConfig writer(fallback.ptr ? *unwrapFallback(fallback) : none);
  if (config.ptr)
    writer.setDesiredBytecodeVersion(unwrap(config)->getDesiredBytecodeVersion());
  writer.setElideResourceDataFlag(elideResourceData);
  return wrap(writeBytecodeToFile(unwrap(op), stream, writer));
}
