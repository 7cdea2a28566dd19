//===- TranslateTargets.cpp - MLIR's translations as C functions ----------===//
//
// C++ because LLVM 19's C API translates to an LLVMModuleRef only (which
// needs LLVM's C API to print) and cannot import LLVM IR or emit C++.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/TranslateTargets.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/EmitC/IR/EmitC.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Target/Cpp/CppEmitter.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Target/LLVMIR/Import.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

MlirLogicalResult mlircTranslateToLLVMIRText(MlirOperation op, MlirStringCallback output,
                                             void *outputUserData) {
  Operation *operation = unwrap(op);
  DialectRegistry registry;
  registerAllToLLVMIRTranslations(registry);
  operation->getContext()->appendDialectRegistry(registry);
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> module = translateModuleToLLVMIR(operation, llvmContext);
  if (!module)
    return mlirLogicalResultFailure();
  detail::CallbackOstream stream(output, outputUserData);
  module->print(stream, nullptr);
  stream.flush();
  return mlirLogicalResultSuccess();
}

MlirOperation mlircImportLLVMIRText(MlirContext context, MlirStringRef source,
                                    MlirStringRef sourceName) {
  MLIRContext *ctx = unwrap(context);
  DialectRegistry registry;
  registerAllFromLLVMIRTranslations(registry);
  ctx->appendDialectRegistry(registry);
  llvm::StringRef name(sourceName.data, sourceName.length);
  llvm::LLVMContext llvmContext;
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> module = llvm::parseIR(
      llvm::MemoryBufferRef(llvm::StringRef(source.data, source.length), name), error, llvmContext);
  if (!module) {
    // As mlir-translate reports it: LLVM's message, source line and caret.
    std::string message;
    llvm::raw_string_ostream stream(message);
    error.print("", stream);
    emitError(UnknownLoc::get(ctx)) << stream.str();
    return MlirOperation{nullptr};
  }
  OwningOpRef<ModuleOp> imported = translateLLVMIRToModule(std::move(module), ctx);
  return wrap(imported ? imported.release().getOperation() : nullptr);
}

MlirLogicalResult mlircTranslateToCpp(MlirOperation op, bool declareVariablesAtTop,
                                      MlirStringCallback output, void *outputUserData) {
  detail::CallbackOstream stream(output, outputUserData);
  LogicalResult result = emitc::translateToCpp(unwrap(op), stream, declareVariablesAtTop);
  stream.flush();
  return wrap(result);
}

// The dialect sets of mlir-translate's registrations of these translations:
// the data layout dialect, func and every dialect with an LLVM IR
// translation; the data layout dialect and those with an LLVM IR import; the
// dialects the C++ emitter prints.
void mlircRegisterTranslateToLLVMIRDialects(MlirDialectRegistry registry) {
  DialectRegistry &dialects = *unwrap(registry);
  dialects.insert<DLTIDialect, func::FuncDialect>();
  registerAllToLLVMIRTranslations(dialects);
}

void mlircRegisterImportLLVMIRDialects(MlirDialectRegistry registry) {
  DialectRegistry &dialects = *unwrap(registry);
  dialects.insert<DLTIDialect>();
  registerAllFromLLVMIRTranslations(dialects);
}

void mlircRegisterTranslateToCppDialects(MlirDialectRegistry registry) {
  unwrap(registry)->insert<cf::ControlFlowDialect, emitc::EmitCDialect, func::FuncDialect>();
}

// MLIR's registration functions, declared weak: each is there when the
// Passes component carries its library (which differs between releases and
// dialect subsets), and null otherwise.
namespace mlir {
void registerFromLLVMIRTranslation() __attribute__((weak));
void registerFromSPIRVTranslation() __attribute__((weak));
void registerFromWasmTranslation() __attribute__((weak));
void registerIRDLToCppTranslation() __attribute__((weak));
void registerToCppTranslation() __attribute__((weak));
void registerToLLVMIRTranslation() __attribute__((weak));
void registerToSPIRVTranslation() __attribute__((weak));
namespace smt {
void registerExportSMTLIBTranslation() __attribute__((weak));
} // namespace smt
} // namespace mlir

void mlircRegisterMLIRTranslations(void) {
  static const bool registered = [] {
    for (void (*registration)() :
         {registerFromLLVMIRTranslation, registerFromSPIRVTranslation, registerFromWasmTranslation,
          registerIRDLToCppTranslation, registerToCppTranslation, registerToLLVMIRTranslation,
          registerToSPIRVTranslation, smt::registerExportSMTLIBTranslation})
      if (registration)
        registration();
    return true;
  }();
  (void)registered;
}
