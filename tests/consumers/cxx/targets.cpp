// A C++ consumer initializing every LLVM target through LLVM's own
// llvm/Support/TargetSelect.h: the lists it includes (llvm/Config/*.def) must
// name only targets the libraries define, or the program does not link.
#include <cstdio>

#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

int main() {
  llvm::InitializeAllTargetInfos();
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  llvm::InitializeAllAsmParsers();
  llvm::InitializeAllDisassemblers();
  if (llvm::InitializeNativeTarget() || llvm::InitializeNativeTargetAsmPrinter())
    return 1;
  int n = 0;
  for (const llvm::Target &target : llvm::TargetRegistry::targets()) {
    (void)target;
    ++n;
  }
  // CHECK: registered targets: {{[1-9][0-9]*}}
  std::printf("registered targets: %d\n", n);
  std::string error;
  const llvm::Target *native = llvm::TargetRegistry::lookupTarget(llvm::sys::getProcessTriple(), error);
  // CHECK: native target machine: yes
  std::printf("native target machine: %s\n", native && native->hasTargetMachine() ? "yes" : error.c_str());
  return 0;
}
