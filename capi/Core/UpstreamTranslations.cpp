//===- UpstreamTranslations.cpp - MLIR's C++ translation registry from C --===//
//
// MLIR's registry is reachable only through TranslationParser, the LLVM
// command-line parser mlir-translate builds on it: it lists every
// registration when constructed.  It is given an owner option that never
// joins LLVM's registry, and a name, so that LLVM does not take each
// translation for an option of its own.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/UpstreamTranslations.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-translate/Translation.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace {
class UnregisteredOption : public llvm::cl::Option {
public:
  UnregisteredOption() : Option(llvm::cl::Optional, llvm::cl::ReallyHidden) {
    setArgStr("mlirc-upstream-translation");
  }

private:
  bool handleOccurrence(unsigned, llvm::StringRef, llvm::StringRef) override { return true; }
  size_t getOptionWidth() const override { return 0; }
  void printOptionInfo(size_t) const override {}
  void printOptionValue(size_t, bool) const override {}
  void setDefault() override {}
};

// MLIR's registry as it is now: (name, description, translation) entries.
class Registry : public mlir::TranslationParser {
public:
  Registry() : TranslationParser(owner()) {}
  size_t size() const { return Values.size(); }
  llvm::StringRef name(size_t i) const { return Values[i].Name; }
  llvm::StringRef description(size_t i) const { return Values[i].HelpStr; }
  const mlir::Translation *find(llvm::StringRef name) const {
    for (const auto &v : Values)
      if (v.Name == name)
        return v.V.getValue();
    return nullptr;
  }

private:
  // Made on first use: nothing runs when the library loads.
  static UnregisteredOption &owner() {
    static UnregisteredOption option;
    return option;
  }
};

// mlir-translate's --no-implicit-module is a command-line option that
// TranslateFromMLIRRegistration reads; it is set here for each run.
void setImplicitModule(bool implicitModule) {
  mlir::registerTranslationCLOptions();
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("no-implicit-module");
  if (it != options.end())
    static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(!implicitModule);
}
} // namespace

void mlircForEachUpstreamTranslation(MlircUpstreamTranslationCallback callback, void *userData) {
  Registry registry;
  std::vector<size_t> order(registry.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return registry.name(a) < registry.name(b); });
  for (size_t i : order)
    callback(wrap(registry.name(i)), wrap(registry.description(i)), userData);
}

bool mlircLookupUpstreamTranslation(MlirStringRef name, MlirStringRef *description) {
  Registry registry;
  const mlir::Translation *translation = registry.find(unwrap(name));
  if (translation && description)
    *description = wrap(translation->getDescription());
  return translation != nullptr;
}

MlirLogicalResult mlircRunUpstreamTranslation(MlirStringRef name, MlirContext context,
                                              MlirStringRef source, MlirStringRef sourceName,
                                              bool implicitModule, MlirStringCallback output,
                                              void *outputUserData) {
  mlir::MLIRContext *ctx = unwrap(context);
  const mlir::Translation *translation = Registry().find(unwrap(name));
  if (!translation) {
    mlir::emitError(mlir::UnknownLoc::get(ctx)) << "no translation named '" << unwrap(name) << "'";
    return mlirLogicalResultFailure();
  }
  // Aligned as the translation asks (bytecode readers want 8 bytes or more).
  std::unique_ptr<llvm::WritableMemoryBuffer> buffer = llvm::WritableMemoryBuffer::getNewUninitMemBuffer(
      source.length, unwrap(sourceName), translation->getInputAlignment());
  if (!buffer) {
    mlir::emitError(mlir::UnknownLoc::get(ctx)) << "out of memory reading the input";
    return mlirLogicalResultFailure();
  }
  if (source.length)
    std::memcpy(buffer->getBufferStart(), source.data, source.length);
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  setImplicitModule(implicitModule);
  mlir::detail::CallbackOstream stream(output, outputUserData);
  auto result = (*translation)(sourceMgr, stream, ctx);
  stream.flush();
  return wrap(result);
}
