//===- Timing.cpp - A timing manager for a driver's whole run -------------===//
//
// C++ because MLIR's timing manager, its scopes and a pass manager's timing
// instrumentation have no C entry point (see mlir-c/Components/Timing.h).
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/Timing.h"

#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"

#include <new>

using namespace mlir;

namespace {
// Members in this order so that the scopes stop before the manager, whose
// destructor prints the report.
struct RunTiming {
  DefaultTimingManager manager;
  TimingScope root;
  TimingScope phase;
};

RunTiming *runTiming(MlircTimingManager manager) { return static_cast<RunTiming *>(manager.ptr); }
} // namespace

MlircTimingManager mlircTimingManagerCreate(MlircTimingDisplay display) {
  if (display != MlircTimingDisplayTree && display != MlircTimingDisplayList)
    return {nullptr};
  auto *timing = new (std::nothrow) RunTiming();
  if (!timing)
    return {nullptr};
  // The output format comes from LLVM's options (--mlir-output-format, when
  // registered: mlircRegisterOptLLVMOptions); the rest from the arguments.
  applyDefaultTimingManagerCLOptions(timing->manager);
  timing->manager.setEnabled(true);
  timing->manager.setDisplayMode(display == MlircTimingDisplayList
                                     ? DefaultTimingManager::DisplayMode::List
                                     : DefaultTimingManager::DisplayMode::Tree);
  timing->root = timing->manager.getRootScope();
  return {timing};
}

void mlircTimingManagerDestroy(MlircTimingManager manager) {
  delete runTiming(manager);
}

void mlircTimingManagerStartPhase(MlircTimingManager manager, MlirStringRef name) {
  if (RunTiming *timing = runTiming(manager))
    timing->phase = timing->root.nest(unwrap(name));
}

void mlircTimingManagerStopPhase(MlircTimingManager manager) {
  if (RunTiming *timing = runTiming(manager))
    timing->phase.stop();
}

void mlircPassManagerEnableTimingWith(MlirPassManager passManager, MlircTimingManager manager) {
  if (RunTiming *timing = runTiming(manager))
    unwrap(passManager)->enableTiming(timing->root);
}
