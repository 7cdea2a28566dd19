//===- LLVMOptions.cpp - LLVM's command-line options, errors reported ----===//
//
// C++ because LLVM's C entry point (LLVMParseCommandLineOptions) sends its
// messages nowhere and returns nothing (see mlir-c/Components/LLVMOptions.h).
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/LLVMOptions.h"

#include "mlir/CAPI/Support.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>

// MLIR's context options (-mlir-print-op-on-diagnostic, ...), as MLIR's
// tools register them: contexts created once they are set follow them.
static void registerMLIROptions() {
  static const bool registered = (mlir::registerMLIRContextCLOptions(), true);
  (void)registered;
}

MlirLogicalResult mlircParseLLVMOptions(int argc, const char *const *argv,
                                        const char *overview) {
  registerMLIROptions();
  static std::atomic<bool> parsed{false};
  if (argc < 1 || !argv || !argv[0]) {
    llvm::errs() << "mlircParseLLVMOptions: argv must hold at least the program name\n";
    return mlirLogicalResultFailure();
  }
  if (parsed.exchange(true)) {
    llvm::errs() << argv[0] << ": LLVM's options were set already in this process; "
                 << "they can be given once\n";
    return mlirLogicalResultFailure();
  }
  // An error stream given makes LLVM's parser return false on a bad option
  // rather than end the process.
  bool ok = llvm::cl::ParseCommandLineOptions(argc, argv, overview ? overview : "",
                                              &llvm::errs());
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

bool mlircLLVMOptionExists(MlirStringRef name) {
  registerMLIROptions();
  return llvm::cl::getRegisteredOptions().count(unwrap(name)) != 0;
}
