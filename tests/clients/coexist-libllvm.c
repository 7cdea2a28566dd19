/* In sliced mode our libraries embed their own LLVM.  A process that also
 * loads the distribution's libLLVM (another extension, a JIT, a tool) must
 * not have the two copies bind to each other or register LLVM's global
 * command-line options twice ("registered more than once!" aborts at load).
 * This client links both, uses both, and parses a module.
 *
 * RUN: %build_client %install_sliced mlir-c-core %s %t -I/usr/lib/llvm-%llvm_version/include -L/usr/lib/llvm-%llvm_version/lib -lLLVM-%llvm_version -Wl,-rpath,/usr/lib/llvm-%llvm_version/lib
 * RUN: %run_client %install_sliced %t | FileCheck %s
 * RUN: %run_client %install_sliced ldd %t | FileCheck %s --check-prefix=LDD
 * LDD-DAG: libLLVM
 * LDD-DAG: libMLIRCoreImpl.so.[[#]]
 *
 * CHECK: distro LLVM context: yes
 * CHECK: distro LLVM module: distro
 * CHECK: module {
 * CHECK-NEXT: module @ours
 * CHECK: same process: ok
 */
#include <string.h>

#include "common.h"
#include "llvm-c/Core.h"

int main(void) {
  LLVMContextRef llvm = LLVMContextCreate();
  printf("distro LLVM context: %s\n", llvm ? "yes" : "no");
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("distro", llvm);
  size_t length = 0;
  printf("distro LLVM module: %s\n", LLVMGetModuleIdentifier(m, &length));

  MlirContext ctx = mlirContextCreate();
  MlirModule module = parse_or_die(ctx, "module { module @ours {} }");
  print_module(module);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);

  LLVMDisposeModule(m);
  LLVMContextDispose(llvm);
  printf("same process: ok\n");
  return 0;
}
