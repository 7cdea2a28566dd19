//===- UpstreamPlugin.cpp - Plugins in upstream MLIR's format -------------===//
//
// C++ because upstream's plugin ABI is: a dialect plugin's callback takes an
// mlir::DialectRegistry *, and the entry points return C++-declared
// structs.  The loader (Plugin.c) finds, checks and opens the file; this
// reads what the entry point returns and calls the callback.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/UpstreamPlugin.h"

#include "PluginInternal.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include <cstdio>

namespace {
using DialectCallback = void (*)(mlir::DialectRegistry *);
using PassCallback = void (*)();

void registerDialects(const plugin_info *info, MlirDialectRegistry registry) {
  reinterpret_cast<DialectCallback>(info->callback)(unwrap(registry));
}

void registerPasses(const plugin_info *info) { reinterpret_cast<PassCallback>(info->callback)(); }

// What both kinds of entry point must give: our API version and a callback.
bool acceptable(uint32_t apiVersion, bool hasCallback, char *why, size_t size) {
  if (apiVersion != MLIR_PLUGIN_API_VERSION) {
    snprintf(why, size,
             "it was built for plugin API version %u, this MLIR implements version %u "
             "(MLIR_PLUGIN_API_VERSION)",
             static_cast<unsigned>(apiVersion), static_cast<unsigned>(MLIR_PLUGIN_API_VERSION));
    return false;
  }
  if (!hasCallback) {
    snprintf(why, size, "its entry point gives no callback (NULL)");
    return false;
  }
  return true;
}

bool readDialectPlugin(void *symbol, plugin_info *info, char *why, size_t size) {
  auto entry = reinterpret_cast<mlir::DialectPluginLibraryInfo (*)()>(symbol);
  mlir::DialectPluginLibraryInfo upstream = entry();
  if (!acceptable(upstream.apiVersion, upstream.registerDialectRegistryCallbacks, why, size))
    return false;
  *info = {upstream.pluginName, upstream.pluginVersion, upstream.apiVersion, registerDialects,
           nullptr, reinterpret_cast<void (*)()>(upstream.registerDialectRegistryCallbacks)};
  return true;
}

bool readPassPlugin(void *symbol, plugin_info *info, char *why, size_t size) {
  auto entry = reinterpret_cast<mlir::PassPluginLibraryInfo (*)()>(symbol);
  mlir::PassPluginLibraryInfo upstream = entry();
  if (!acceptable(upstream.apiVersion, upstream.registerPassRegistryCallbacks, why, size))
    return false;
  *info = {upstream.pluginName, upstream.pluginVersion, upstream.apiVersion, nullptr,
           registerPasses, upstream.registerPassRegistryCallbacks};
  return true;
}

const plugin_format dialectPlugin = {"MLIR dialect plugin", "mlirGetDialectPluginInfo",
                                     readDialectPlugin};
const plugin_format passPlugin = {"MLIR pass plugin", "mlirGetPassPluginInfo", readPassPlugin};
} // namespace

MlircPlugin mlircUpstreamDialectPluginLoad(MlirStringRef path, MlirStringCallback error,
                                           void *userData) {
  return plugin_loader_load(path, &dialectPlugin, error, userData);
}

MlircPlugin mlircUpstreamPassPluginLoad(MlirStringRef path, MlirStringCallback error,
                                        void *userData) {
  return plugin_loader_load(path, &passPlugin, error, userData);
}
