/* LLVM's C API next to MLIR's, built with nothing but `pkg-config mlir-c`:
 * translate a module to LLVM IR, then print, verify, write bitcode, compile
 * for the host, run the object code in ORC's LLJIT and dispose of it all
 * through the llvm-c headers.  One LLVM in the process:
 * in sliced mode no libLLVM is mapped (the functions are our libraries'
 * forwarders), in dylib mode exactly one, the one LLVM-C comes from.
 *
 * RUN: %build_client %install_sliced mlir-c %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_meson_dylib mlir-c %s %t.meson-dylib %}
 * RUN: %if other-trees %{ %run_client %install_meson_dylib %t.meson-dylib | FileCheck %s %}
 * The check fails when a second LLVM is linked in next to the sliced one.
 * RUN: %build_client %install_sliced mlir-c %s %t.two -Wl,--no-as-needed -L/usr/lib/llvm-%llvm_version/lib -lLLVM-%llvm_version -Wl,-rpath,/usr/lib/llvm-%llvm_version/lib
 * RUN: not %run_client %install_sliced %t.two | FileCheck %s --check-prefix=TWO
 *
 * CHECK: define i32 @add(i32 %0, i32 %1)
 * CHECK-NEXT: %3 = add i32 %0, %1
 * CHECK-NEXT: ret i32 %3
 * CHECK: verify: ok
 * CHECK: bitcode: ok
 * CHECK: jit: add(2, 3) = 5
 * CHECK: host code: ok
 * CHECK: broken module: verifier error: Basic Block in function 'broken' does not have terminator!
 * CHECK: disposed
 * CHECK: one LLVM in the process: ok
 * TWO: FAIL: sliced build, but {{.*}}libLLVM{{.*}} is mapped
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <string.h>

#include "common.h"
#include "llvm-c/Analysis.h"
#include "llvm-c/BitWriter.h"
#include "llvm-c/Core.h"
#include "llvm-c/Error.h"
#include "llvm-c/LLJIT.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Target/LLVMIR.h"

static const char *kModule =
    "llvm.func @add(%a: i32, %b: i32) -> i32 {\n"
    "  %s = llvm.add %a, %b : i32\n"
    "  llvm.return %s : i32\n"
    "}\n";

struct scan {
  int count;
  char name[512];
};

static int find_libllvm(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct scan *s = data;
  const char *base = strrchr(info->dlpi_name, '/');
  base = base ? base + 1 : info->dlpi_name;
  if (strncmp(base, "libLLVM", 7) == 0) {
    s->count++;
    snprintf(s->name, sizeof s->name, "%s", info->dlpi_name);
  }
  return 0;
}

/* Sliced: no libLLVM at all.  Dylib: one, and it defines the LLVM-C we call. */
static int one_llvm(void) {
  struct scan s = {0, ""};
  dl_iterate_phdr(find_libllvm, &s);
  int sliced = strstr(mlircPassesComponentConfig(), "linkage=sliced") != NULL;
  if (sliced && s.count) {
    printf("FAIL: sliced build, but %s is mapped\n", s.name);
    return 0;
  }
  if (!sliced) {
    Dl_info where;
    if (s.count != 1 || !dladdr((void *)LLVMContextCreate, &where) || !strstr(where.dli_fname, "libLLVM")) {
      printf("FAIL: dylib build with %d libLLVM mapped\n", s.count);
      return 0;
    }
  }
  return 1;
}

/* A function whose only block has no terminator: the verifier must say so. */
static void verify_broken(LLVMContextRef llvm) {
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("broken", llvm);
  LLVMTypeRef fn = LLVMFunctionType(LLVMVoidTypeInContext(llvm), NULL, 0, 0);
  LLVMAppendBasicBlockInContext(llvm, LLVMAddFunction(m, "broken", fn), "entry");
  char *message = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &message))
    printf("broken module: verifier error: %s", message);
  else
    printf("broken module: accepted\n");
  LLVMDisposeMessage(message);
  LLVMDisposeModule(m);
}

/* Link an object file into ORC's LLJIT and call @add. */
static void run_object(LLVMMemoryBufferRef object) {
  LLVMOrcLLJITRef jit = NULL;
  LLVMErrorRef err = LLVMOrcCreateLLJIT(&jit, NULL);
  LLVMOrcExecutorAddress address = 0;
  if (!err)
    err = LLVMOrcLLJITAddObjectFile(jit, LLVMOrcLLJITGetMainJITDylib(jit), object);
  else
    LLVMDisposeMemoryBuffer(object);
  if (!err)
    err = LLVMOrcLLJITLookup(jit, &address, "add");
  if (err) {
    char *message = LLVMGetErrorMessage(err);
    printf("jit error: %s\n", message);
    LLVMDisposeErrorMessage(message);
  } else {
    int (*add)(int, int) = (int (*)(int, int))(uintptr_t)address;
    printf("jit: add(2, 3) = %d\n", add(2, 3));
  }
  if (jit)
    LLVMConsumeError(LLVMOrcDisposeLLJIT(jit));
}

static int compile_for_host(LLVMModuleRef m) {
  if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter())
    return 0;
  char *triple = LLVMGetDefaultTargetTriple(), *error = NULL;
  LLVMTargetRef target;
  int ok = 0;
  if (!LLVMGetTargetFromTriple(triple, &target, &error)) {
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, "", "", LLVMCodeGenLevelDefault,
                                                      LLVMRelocPIC, LLVMCodeModelDefault);
    LLVMMemoryBufferRef code = NULL;
    if (!LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &error, &code)) {
      ok = strstr(LLVMGetBufferStart(code), "add") != NULL;
      LLVMDisposeMemoryBuffer(code);
    }
    if (ok && !LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMObjectFile, &error, &code))
      run_object(code);
    LLVMDisposeTargetMachine(tm);
  }
  if (error)
    printf("target error: %s\n", error);
  LLVMDisposeMessage(error);
  LLVMDisposeMessage(triple);
  return ok;
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreate();
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);
  MlirModule module = parse_or_die(ctx, kModule);

  LLVMContextRef llvm = LLVMContextCreate();
  LLVMModuleRef m = mlirTranslateModuleToLLVMIR(mlirModuleGetOperation(module), llvm);
  if (!m) {
    printf("error: translation failed\n");
    return 1;
  }
  char *text = LLVMPrintModuleToString(m);
  printf("%s", text);
  LLVMDisposeMessage(text);

  char *message = NULL;
  int broken = LLVMVerifyModule(m, LLVMReturnStatusAction, &message);
  printf("verify: %s\n", broken ? message : "ok");
  LLVMDisposeMessage(message);

  LLVMMemoryBufferRef bitcode = LLVMWriteBitcodeToMemoryBuffer(m);
  printf("bitcode: %s\n", bitcode && LLVMGetBufferSize(bitcode) > 4 &&
                                  memcmp(LLVMGetBufferStart(bitcode), "BC\xc0\xde", 4) == 0
                              ? "ok" : "bad");
  LLVMDisposeMemoryBuffer(bitcode);
  printf("host code: %s\n", compile_for_host(m) ? "ok" : "failed");
  verify_broken(llvm);

  LLVMDisposeModule(m);
  LLVMContextDispose(llvm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  printf("disposed\n");

  if (!one_llvm())
    return 1;
  printf("one LLVM in the process: ok\n");
  return 0;
}
