//===- PassRegistration.cpp - Register external passes by argument --------===//
//
// C++ because the pass registry has no C entry point.  Upstream aborts the
// process when an argument is registered twice with different passes, and
// has no way to unregister one; this checks first and reports an error
// instead, and withdraws (rather than removes) the passes of a plugin whose
// load failed.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/PassRegistration.h"

#include "PluginInternal.h"

#include "mlir-c/Diagnostics.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <map>
#include <atomic>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

namespace {
// Every pass MLIR declares with TableGen (generated from the installed
// headers at build time), whether or not its library is mapped yet: a name
// MLIR would register later must be refused now, or that registration
// aborts the process.
struct BuiltinPass {
  const char *argument, *declaredIn;
};
const BuiltinPass builtinPasses[] = {
#include "builtin_passes.inc"
};

const BuiltinPass *findBuiltin(const std::string &argument) {
  const BuiltinPass *end = builtinPasses + sizeof builtinPasses / sizeof *builtinPasses;
  const BuiltinPass *it = std::lower_bound(
      builtinPasses, end, argument,
      [](const BuiltinPass &p, const std::string &a) { return a.compare(p.argument) > 0; });
  return it != end && argument == it->argument ? it : nullptr;
}

// The defaults for callbacks a pass leaves NULL (see PassRegistration.h).
void noConstruct(void *) {}
void noDestruct(void *) {}
MlirLogicalResult noInitialize(MlirContext, void *) { return mlirLogicalResultSuccess(); }
void *shareUserData(void *userData) { return userData; }

struct ExternalPassSpec {
  MlirTypeID passID;
  std::string name, argument, description, opName;
  std::vector<MlirDialectHandle> dependentDialects;
  // Who registered it, for messages, and the plugin load that did (0: none).
  std::string owner;
  unsigned long long loadId;
  // What a new instance runs; replaced when the pass is withdrawn or
  // registered again after that.
  std::mutex mutex;
  MlirExternalPassCallbacks callbacks;
  void *userData;
  std::string withdrawnBecause; // empty while usable

  std::unique_ptr<mlir::Pass> create();
};

// A withdrawn pass still has to be creatable (MLIR's registry keeps its
// allocator): its instances fail at initialization, saying why.
MlirLogicalResult failWithdrawn(MlirContext ctx, void *userData) {
  auto *spec = static_cast<ExternalPassSpec *>(userData);
  std::string message;
  {
    std::lock_guard<std::mutex> guard(spec->mutex);
    message = "pass '" + spec->argument + "' cannot run: " + spec->withdrawnBecause;
  }
  mlirEmitError(mlirLocationUnknownGet(ctx), message.c_str());
  return mlirLogicalResultFailure();
}
void runWithdrawn(MlirOperation, MlirExternalPass pass, void *) {
  mlirExternalPassSignalFailure(pass);
}

std::unique_ptr<mlir::Pass> ExternalPassSpec::create() {
  MlirExternalPassCallbacks use;
  void *data;
  {
    std::lock_guard<std::mutex> guard(mutex);
    if (withdrawnBecause.empty()) {
      use = callbacks;
      data = userData;
    } else {
      use = {noConstruct, noDestruct, failWithdrawn, shareUserData, runWithdrawn};
      data = this;
    }
  }
  auto str = [](const std::string &s) { return mlirStringRefCreate(s.data(), s.size()); };
  MlirPass pass = mlirCreateExternalPass(
      passID, str(name), str(argument), str(description), str(opName),
      static_cast<intptr_t>(dependentDialects.size()),
      const_cast<MlirDialectHandle *>(dependentDialects.data()), use, data);
  return std::unique_ptr<mlir::Pass>(unwrap(pass));
}

std::mutex registrationMutex;
// Argument -> spec of every pass registered here; never freed, the pass
// registry keeps allocators that refer to them.
llvm::StringMap<ExternalPassSpec *> &registered() {
  static auto *map = new llvm::StringMap<ExternalPassSpec *>();
  return *map;
}

MlirLogicalResult fail(MlirStringCallback callback, void *userData, const std::string &message) {
  if (callback)
    callback(mlirStringRefCreate(message.data(), message.size()), userData);
  return mlirLogicalResultFailure();
}

std::string ownerOrApplication(const std::string &owner) {
  return owner.empty() ? "the application (outside any plugin)" : owner;
}

// The loader's word that load `loadId` failed: its passes are withdrawn.
void withdrawPassesOfLoad(unsigned long long loadId, const char *reason) {
  if (!loadId)
    return;
  std::lock_guard<std::mutex> guard(registrationMutex);
  for (auto &entry : registered()) {
    ExternalPassSpec *spec = entry.second;
    std::lock_guard<std::mutex> specGuard(spec->mutex);
    if (spec->loadId == loadId && spec->withdrawnBecause.empty())
      spec->withdrawnBecause = reason;
  }
}
} // namespace

MlirLogicalResult mlircRegisterExternalPass(const MlircExternalPassInfo *info,
                                            MlirStringCallback errorCallback,
                                            void *errorUserData) {
  if (!info || mlirTypeIDIsNull(info->passID) || !info->argument.length || !info->name.length)
    return fail(errorCallback, errorUserData,
                "mlircRegisterExternalPass: a pass needs a TypeID, a name and an argument");
  std::string argument(info->argument.data, info->argument.length);
  if (info->nDependentDialects < 0 || (info->nDependentDialects > 0 && !info->dependentDialects))
    return fail(errorCallback, errorUserData,
                "mlircRegisterExternalPass: pass '" + argument + "': bad dependent dialect list");
  if (!info->callbacks.run)
    return fail(errorCallback, errorUserData,
                "mlircRegisterExternalPass: pass '" + argument +
                    "' has no run callback (callbacks.run is the one callback required)");
  MlirExternalPassCallbacks callbacks = info->callbacks;
  if (!callbacks.construct)
    callbacks.construct = noConstruct;
  if (!callbacks.destruct)
    callbacks.destruct = noDestruct;
  if (!callbacks.initialize)
    callbacks.initialize = noInitialize;
  if (!callbacks.clone)
    callbacks.clone = shareUserData;

  char ownerText[1024];
  unsigned long long loadId = plugin_loader_current_owner(ownerText, sizeof ownerText);
  std::string owner = ownerText;
  if (loadId)
    plugin_loader_on_failed_load(withdrawPassesOfLoad);

  std::lock_guard<std::mutex> guard(registrationMutex);
  auto it = registered().find(argument);
  if (it != registered().end()) {
    ExternalPassSpec *spec = it->second;
    if (!mlirTypeIDEqual(spec->passID, info->passID))
      return fail(errorCallback, errorUserData,
                  "pass '" + argument + "' is already registered by " +
                      ownerOrApplication(spec->owner) + " (with another TypeID)");
    std::lock_guard<std::mutex> specGuard(spec->mutex);
    if (!spec->withdrawnBecause.empty()) {
      // The same pass again, after the load that registered it failed.
      spec->callbacks = callbacks;
      spec->userData = info->userData;
      spec->owner = owner;
      spec->loadId = loadId;
      spec->withdrawnBecause.clear();
    }
    return mlirLogicalResultSuccess();
  }
  if (const BuiltinPass *builtin = findBuiltin(argument))
    return fail(errorCallback, errorUserData,
                "pass '" + argument + "' is the name of MLIR's built-in pass (declared in " +
                    builtin->declaredIn + ")");
  if (mlir::PassInfo::lookup(argument))
    return fail(errorCallback, errorUserData,
                "pass '" + argument + "' is already registered by MLIR");
  if (mlir::PassPipelineInfo::lookup(argument))
    return fail(errorCallback, errorUserData,
                "pass '" + argument + "' is the name of MLIR's registered pass pipeline");

  auto *spec = new ExternalPassSpec();
  spec->passID = info->passID;
  spec->name.assign(info->name.data, info->name.length);
  spec->argument = argument;
  spec->description.assign(info->description.data, info->description.length);
  spec->opName.assign(info->opName.data, info->opName.length);
  spec->dependentDialects.assign(info->dependentDialects,
                                 info->dependentDialects + info->nDependentDialects);
  spec->owner = owner;
  spec->loadId = loadId;
  spec->callbacks = callbacks;
  spec->userData = info->userData;
  registered()[argument] = spec;
  mlir::registerPass([spec] { return spec->create(); });
  return mlirLogicalResultSuccess();
}

// MLIR's pass registry has no iteration: the names come from the TableGen
// declarations (builtin_passes.inc) and from this file's own registrations;
// the summaries from the registry, so only what is registered now is listed.
void mlircForEachRegisteredPass(void (*callback)(MlirStringRef, MlirStringRef, void *),
                                void *userData) {
  std::map<std::string, std::string> passes;
  for (const BuiltinPass &builtin : builtinPasses)
    if (const mlir::PassInfo *info = mlir::PassInfo::lookup(builtin.argument))
      passes[builtin.argument] = info->getPassDescription().str();
  {
    std::lock_guard<std::mutex> guard(registrationMutex);
    for (auto &entry : registered())
      if (const mlir::PassInfo *info = mlir::PassInfo::lookup(entry.first()))
        passes[entry.first().str()] = info->getPassDescription().str();
  }
  for (const auto &pass : passes)
    callback(mlirStringRefCreate(pass.first.data(), pass.first.size()),
             mlirStringRefCreate(pass.second.data(), pass.second.size()), userData);
}
