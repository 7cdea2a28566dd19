//===- ExecutionEngineOptions.cpp - An engine with its listeners chosen ---===//
//
// C++ because the JIT event listeners and the relocation model are options of
// mlir::ExecutionEngine::create that MLIR's C API does not pass on (see
// mlir-c/Components/ExecutionEngineOptions.h).
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/ExecutionEngineOptions.h"

#include "mlir/CAPI/ExecutionEngine.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/TargetSelect.h"

#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

using namespace mlir;

// The size of the first layout of the struct: every caller has these fields.
static constexpr size_t kFirstLayoutSize =
    offsetof(MlircExecutionEngineOptions, enablePerfListener) + sizeof(bool);

void mlircExecutionEngineOptionsInit(MlircExecutionEngineOptions *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof *options);
  options->structSize = sizeof *options;
  options->optLevel = 2;
}

// The caller's options over the defaults: fields past the caller's structSize
// keep their default.  Returns false (after a diagnostic) when they are bad.
static bool readOptions(ModuleOp module, const MlircExecutionEngineOptions *given,
                        MlircExecutionEngineOptions &out) {
  mlircExecutionEngineOptionsInit(&out);
  if (!given)
    return true;
  if (given->structSize < kFirstLayoutSize || given->structSize > sizeof out) {
    module.emitError() << "execution engine options: structSize " << given->structSize
                       << " is not a size this library knows (" << kFirstLayoutSize << ".."
                       << sizeof out << "); initialise the options with "
                       << "mlircExecutionEngineOptionsInit";
    return false;
  }
  std::memcpy(&out, given, given->structSize);
  if (out.optLevel < 0 || out.optLevel > 3) {
    module.emitError() << "execution engine options: optLevel must be 0..3, got " << out.optLevel;
    return false;
  }
  if (out.numSharedLibPaths < 0 || (out.numSharedLibPaths > 0 && !out.sharedLibPaths)) {
    module.emitError() << "execution engine options: " << out.numSharedLibPaths
                       << " shared library paths but no array of them";
    return false;
  }
  for (int i = 0; i < out.numSharedLibPaths; ++i) {
    MlirStringRef path = out.sharedLibPaths[i];
    if ((!path.data && path.length) || (path.data && std::memchr(path.data, 0, path.length))) {
      module.emitError() << "execution engine options: shared library path " << i
                         << " is not a valid path (null, or contains a NUL byte)";
      return false;
    }
  }
  return true;
}

static void initializeNativeTargetOnce() {
  static bool done = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmParser(); // inline assembly
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)done;
}

static std::unique_ptr<llvm::TargetMachine> hostTargetMachine(ModuleOp module, bool pic) {
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder) {
    module.emitError() << "execution engine: cannot describe the host: "
                       << llvm::toString(builder.takeError());
    return nullptr;
  }
  if (pic)
    builder->setRelocationModel(llvm::Reloc::PIC_);
  auto machine = builder->createTargetMachine();
  if (!machine) {
    module.emitError() << "execution engine: no target machine for the host: "
                       << llvm::toString(machine.takeError());
    return nullptr;
  }
  return std::move(*machine);
}

MlirExecutionEngine mlircExecutionEngineCreateWithOptions(
    MlirModule wrapped, const MlircExecutionEngineOptions *given) {
  if (mlirModuleIsNull(wrapped))
    return MlirExecutionEngine{nullptr};
  ModuleOp module = unwrap(wrapped);
  MlircExecutionEngineOptions options;
  if (!readOptions(module, given, options))
    return MlirExecutionEngine{nullptr};

  initializeNativeTargetOnce();
  MLIRContext &context = *module.getContext();
  registerBuiltinDialectTranslation(context);
  registerLLVMDialectTranslation(context);
  registerOpenMPDialectTranslation(context);

  std::unique_ptr<llvm::TargetMachine> machine = hostTargetMachine(module, options.enablePIC);
  if (!machine)
    return MlirExecutionEngine{nullptr};

  // ExecutionEngineOptions holds references: the strings live until create returns.
  std::vector<std::string> pathStorage;
  for (int i = 0; i < options.numSharedLibPaths; ++i)
    pathStorage.emplace_back(options.sharedLibPaths[i].data ? options.sharedLibPaths[i].data : "",
                             options.sharedLibPaths[i].length);
  SmallVector<StringRef> paths(pathStorage.begin(), pathStorage.end());

  auto transformer = makeOptimizingTransformer(options.optLevel, /*sizeLevel=*/0, machine.get());
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = static_cast<llvm::CodeGenOptLevel>(options.optLevel);
  engineOptions.sharedLibPaths = paths;
  engineOptions.enableObjectDump = options.enableObjectDump;
  engineOptions.enableGDBNotificationListener = options.enableGDBListener;
  engineOptions.enablePerfNotificationListener = options.enablePerfListener;
  auto engine = ExecutionEngine::create(module, engineOptions, std::move(machine));
  if (!engine) {
    // As under mlirExecutionEngineCreate: what went wrong in the module was
    // reported through the context already.
    llvm::consumeError(engine.takeError());
    return MlirExecutionEngine{nullptr};
  }
  return wrap(engine->release());
}
