/* The C API an opt driver needs (mlir-c/Components/Opt.h, Translate.h):
 * parsing with and without the verifier and the implicit module, the pass
 * and dialect lists, IR printing around a chosen pass, the translation
 * registry's errors, and the translation to LLVM IR.
 *
 * RUN: %build_client %install_sliced mlir-c-passes %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced 2>&1 | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-passes %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson 2>&1 | FileCheck %s %}
 *
 * CHECK: implicit module: builtin.module
 * CHECK: single op: func.func
 * CHECK: diagnostic: source must contain a single top-level operation, found: 2
 * CHECK: two ops without a module: null
 * CHECK: diagnostic: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
 * CHECK: invalid, verified: null
 * CHECK: invalid, not verified: func.func
 * CHECK: canonicalize: pass: Canonicalize operations
 * CHECK: sparsifier: pipeline: The standard pipeline
 * CHECK: no-such-pass: none: {{$}}
 * CHECK: listed: canonicalize cse
 * CHECK: dialects: {{.*}}arith{{.*}}func{{.*}}llvm
 * CHECK: // -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //
 * CHECK-NOT: IR Dump After
 * CHECK: registered: -> 1
 * CHECK: again: translation 'test-count' is already registered by the application (outside any plugin) -> 0
 * CHECK: bad name: mlircRegisterTranslation: a translation needs a name{{.*}} -> 0
 * CHECK: both: mlircRegisterTranslation: translation 'both' must set exactly one of fromMLIR and toMLIR -> 0
 * CHECK: found: 1 Count
 * CHECK: printing options: not one of MLIR's printing options: '--bogus' -> 0
 * CHECK: define i32 @add(i32 %0, i32 %1)
 */
#include <string.h>

#include "common.h"
#include "mlir-c/Components/Opt.h"
#include "mlir-c/Components/Translate.h"
#include "mlir-c/RegisterEverything.h"

static void print_name(const char *what, MlirOperation op) {
  printf("%s: ", what);
  if (mlirOperationIsNull(op)) {
    printf("null\n");
    return;
  }
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  printf("%.*s\n", (int)name.length, name.data);
  mlirOperationDestroy(op);
}

static MlirOperation parse(MlirContext ctx, const char *text, bool implicit, bool verify) {
  return mlircParseSourceOperation(ctx, mlirStringRefCreateFromCString(text),
                                   mlirStringRefCreateFromCString("input.mlir"), implicit, verify);
}

static void list_some(MlirStringRef argument, MlirStringRef summary, void *user) {
  (void)summary;
  (void)user;
  if ((argument.length == 12 && !strncmp(argument.data, "canonicalize", 12)) ||
      (argument.length == 3 && !strncmp(argument.data, "cse", 3)))
    printf(" %.*s", (int)argument.length, argument.data);
}

static void print_dialect(MlirStringRef name, void *user) {
  (void)user;
  printf(" %.*s", (int)name.length, name.data);
}

static void print_error_inline(MlirStringRef s, void *user) {
  (void)user;
  printf(" %.*s", (int)s.length, s.data);
}

static void lookup(const char *name) {
  static const char *const kinds[] = {"none", "pass", "pipeline"};
  printf("%s: ", name);
  MlircRegisteredPassKind kind =
      mlircLookupRegisteredPass(mlirStringRefCreateFromCString(name), NULL, NULL);
  printf("%s: ", kinds[kind]);
  mlircLookupRegisteredPass(mlirStringRefCreateFromCString(name), print_to_stdout, NULL);
  printf("\n");
}

static MlirLogicalResult count(MlirOperation op, MlirStringCallback out, void *data, void *user) {
  (void)op;
  (void)user;
  out(mlirStringRefCreateFromCString("1\n"), data);
  return mlirLogicalResultSuccess();
}

static MlirOperation nothing(MlirContext ctx, MlirStringRef s, MlirStringRef n, void *user) {
  (void)ctx, (void)s, (void)n, (void)user;
  return (MlirOperation){NULL};
}

int main(void) {
  mlirRegisterAllPasses();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirContextAttachDiagnosticHandler(ctx, print_diagnostic, NULL, NULL);

  const char *two = "func.func @f() { return }\nfunc.func @g() { return }\n";
  const char *invalid = "func.func @f() -> i32 { return }\n";
  print_name("implicit module", parse(ctx, two, true, true));
  print_name("single op", parse(ctx, "func.func @f() { return }", false, true));
  print_name("two ops without a module", parse(ctx, two, false, true));
  print_name("invalid, verified", parse(ctx, invalid, true, true));
  print_name("invalid, not verified", parse(ctx, invalid, false, false));

  lookup("canonicalize");
  lookup("sparsifier");
  lookup("no-such-pass");
  printf("listed:");
  mlircForEachRegisteredPass(list_some, NULL);
  printf("\ndialects:");
  mlircDialectRegistryForEachName(registry, print_dialect, NULL);
  printf("\n");
  fflush(stdout);

  /* IR printed after cse only, not after canonicalize. */
  MlirOperation module = parse(ctx, two, true, true);
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  mlircOpPassManagerEnableImplicitNesting(mlirPassManagerGetAsOpPassManager(pm));
  mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                               mlirStringRefCreateFromCString("cse,canonicalize"), print_error_inline, NULL);
  MlirStringRef after[] = {mlirStringRefCreateFromCString("cse")};
  MlircIRPrintingOptions printing = {false, false, NULL, 0, after, 1, false, false, true, {NULL}};
  mlircPassManagerEnableIRPrintingWithOptions(pm, &printing);
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, module)))
    printf("run failed\n");
  fflush(stderr);
  mlirPassManagerDestroy(pm);
  mlirOperationDestroy(module);

  MlircTranslationInfo info = {"test-count", "Count", count, NULL, NULL};
  MlircTranslationInfo bad = {"has space", "", count, NULL, NULL};
  MlircTranslationInfo both = {"both", "", count, nothing, NULL};
  const MlircTranslationInfo *attempts[] = {&info, &info, &bad, &both};
  const char *labels[] = {"registered", "again", "bad name", "both"};
  for (int i = 0; i < 4; ++i) {
    printf("%s:", labels[i]);
    int ok = mlirLogicalResultIsSuccess(mlircRegisterTranslation(attempts[i], print_error_inline, NULL));
    printf(" -> %d\n", ok);
  }
  MlircTranslationInfo found = {0};
  bool is_found = mlircLookupTranslation(mlirStringRefCreateFromCString("test-count"), &found);
  printf("found: %d %s\n", is_found, is_found ? found.description : "");
  const char *bogus[] = {"--bogus"};
  printf("printing options:");
  int ok = mlirLogicalResultIsSuccess(mlircSetGlobalPrintingOptions(bogus, 1, print_error_inline, NULL));
  printf(" -> %d\n", ok);

  MlirOperation llvm = parse(ctx, "llvm.func @add(%a: i32, %b: i32) -> i32 {\n"
                                  "  %0 = llvm.add %a, %b : i32\n  llvm.return %0 : i32\n}\n",
                             true, true);
  if (mlirLogicalResultIsFailure(mlircTranslateToLLVMIRText(llvm, print_to_stdout, NULL)))
    printf("translation failed\n");
  mlirOperationDestroy(llvm);
  mlirContextDestroy(ctx);
  mlirDialectRegistryDestroy(registry);
  return 0;
}
