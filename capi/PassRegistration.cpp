//===- PassRegistration.cpp - Register external passes by argument --------===//
//
// C++ because the pass registry has no C entry point.  Upstream aborts the
// process when an argument is registered twice with different passes; this
// checks first and reports an error instead.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/PassRegistration.h"

#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringMap.h"

#include <mutex>
#include <string>
#include <vector>

namespace {
struct ExternalPassSpec {
  MlirTypeID passID;
  std::string name, argument, description, opName;
  std::vector<MlirDialectHandle> dependentDialects;
  MlirExternalPassCallbacks callbacks;
  void *userData;

  std::unique_ptr<mlir::Pass> create() const {
    auto str = [](const std::string &s) { return mlirStringRefCreate(s.data(), s.size()); };
    MlirPass pass = mlirCreateExternalPass(
        passID, str(name), str(argument), str(description), str(opName),
        static_cast<intptr_t>(dependentDialects.size()),
        const_cast<MlirDialectHandle *>(dependentDialects.data()), callbacks, userData);
    return std::unique_ptr<mlir::Pass>(unwrap(pass));
  }
};

std::mutex registrationMutex;
// Argument -> spec of every pass registered here; never freed, the pass
// registry keeps allocators that refer to them.
llvm::StringMap<const ExternalPassSpec *> &registered() {
  static auto *map = new llvm::StringMap<const ExternalPassSpec *>();
  return *map;
}

MlirLogicalResult fail(MlirStringCallback callback, void *userData, const std::string &message) {
  if (callback)
    callback(mlirStringRefCreate(message.data(), message.size()), userData);
  return mlirLogicalResultFailure();
}
} // namespace

MlirLogicalResult mlircRegisterExternalPass(const MlircExternalPassInfo *info,
                                            MlirStringCallback errorCallback,
                                            void *errorUserData) {
  if (!info || mlirTypeIDIsNull(info->passID) || !info->argument.length || !info->name.length)
    return fail(errorCallback, errorUserData,
                "mlircRegisterExternalPass: a pass needs a TypeID, a name and an argument");
  if (info->nDependentDialects < 0 || (info->nDependentDialects > 0 && !info->dependentDialects))
    return fail(errorCallback, errorUserData,
                "mlircRegisterExternalPass: bad dependent dialect list");
  std::string argument(info->argument.data, info->argument.length);

  std::lock_guard<std::mutex> guard(registrationMutex);
  auto it = registered().find(argument);
  if (it != registered().end()) {
    if (mlirTypeIDEqual(it->second->passID, info->passID))
      return mlirLogicalResultSuccess();
    return fail(errorCallback, errorUserData,
                "pass '" + argument + "' is already registered by another external pass");
  }
  if (mlir::PassInfo::lookup(argument) || mlir::PassPipelineInfo::lookup(argument))
    return fail(errorCallback, errorUserData,
                "pass '" + argument + "' is already registered by MLIR");

  auto *spec = new ExternalPassSpec{
      info->passID,
      std::string(info->name.data, info->name.length),
      argument,
      std::string(info->description.data, info->description.length),
      std::string(info->opName.data, info->opName.length),
      std::vector<MlirDialectHandle>(info->dependentDialects,
                                     info->dependentDialects + info->nDependentDialects),
      info->callbacks,
      info->userData};
  registered()[argument] = spec;
  mlir::registerPass([spec] { return spec->create(); });
  return mlirLogicalResultSuccess();
}
