/* The invoker's call plans: every scalar kind as argument and result, each
 * register shape (integers only, floats only, both, the generic one past
 * the specialised shapes, void results), called through mlircInvokerCall
 * and through mlircInvokerCallScalars, which must agree.  Then what
 * mlircInvokerCallScalars refuses: a signature id that is not the
 * function's, an invalid one, integers out of range, null storage, a null
 * invoker, a memref signature (no fast path); and mlircInvokeSignatureId's
 * own refusals.
 *
 * RUN: %build_client %install_sliced mlir-c-execution-engine %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-execution-engine %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 *
 * CHECK: k() = 42 | 42
 * CHECK: nop() = void | void
 * CHECK: neg8(3) = -3 | -3
 * CHECK: is_pos(5) = 1 | 1
 * CHECK: is_pos(-5) = 0 | 0
 * CHECK: sub16(1, 2) = -1 | -1
 * CHECK: mad32(-7, 3, 1) = -20 | -20
 * CHECK: mad32(4294967295, 1, 0) = -1 | -1
 * CHECK: sum4(1, 2, 3, 4) = 10 | 10
 * CHECK: next(41) = 42 | 42
 * CHECK: hyp(3, 4) = 25 | 25
 * CHECK: fma3(1.5, 2, 0.25) = 3.25 | 3.25
 * CHECK: halfneg(0x4000) = 0xc000 | 0xc000
 * CHECK: scale(2, 3, 1.5) = 9 | 9
 * CHECK: lerp(1, 2, 6) = 4 | 4
 * CHECK: blend(10, 2.5, 3, 4) = 17 | 17
 * CHECK: five(-1, -2, -3, -4, 5) = -5 | -5
 * CHECK: ptr = same | same
 * CHECK: store(p, 7) = void | void, stored 7
 * CHECK: id(i64 -> i64) matches: yes
 * CHECK: error: @next(i64) -> i64: called as (f64) -> f64
 * CHECK: error: @next(i64) -> i64: called as an invalid signature id
 * CHECK: error: @neg8(i8) -> i8: argument 0: 300 does not fit in i8
 * CHECK: error: @is_pos(i32) -> i1: argument 0: 4294967296 does not fit in i32
 * CHECK: error: @next(i64) -> i64: null arguments
 * CHECK: error: @next(i64) -> i64: null result storage
 * CHECK: error: null invoker
 * CHECK: first: id 0
 * CHECK: error: @first(memref<?xf64>) -> f64: no scalar fast path for this signature (use mlircInvokerCall)
 * CHECK: error: @neg8(i8) -> i8: argument 0: 300 does not fit in i8
 * CHECK: error: @next(i64) -> i64: argument 0: expected i64, got f64
 * CHECK: error: @next(i64) -> i64: expected 1 argument, got 2
 * CHECK: ids refused: 0 0 0 0
 * CHECK: done
 */
#include <string.h>

#include "everything.h"
#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/Invoke.h"
#include "engine.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/RegisterEverything.h"

static const char *kModule =
    "func.func @k() -> i64 {\n  %c = arith.constant 42 : i64\n  return %c : i64\n}\n"
    "func.func @nop() {\n  return\n}\n"
    "func.func @neg8(%a: i8) -> i8 {\n  %z = arith.constant 0 : i8\n  %r = arith.subi %z, %a : i8\n"
    "  return %r : i8\n}\n"
    "func.func @is_pos(%a: i32) -> i1 {\n  %z = arith.constant 0 : i32\n"
    "  %r = arith.cmpi sgt, %a, %z : i32\n  return %r : i1\n}\n"
    "func.func @sub16(%a: i16, %b: i16) -> i16 {\n  %r = arith.subi %a, %b : i16\n  return %r : i16\n}\n"
    "func.func @mad32(%a: i32, %b: i32, %c: i32) -> i32 {\n  %p = arith.muli %a, %b : i32\n"
    "  %r = arith.addi %p, %c : i32\n  return %r : i32\n}\n"
    "func.func @sum4(%a: i64, %b: i64, %c: i64, %d: i64) -> i64 {\n  %s = arith.addi %a, %b : i64\n"
    "  %t = arith.addi %s, %c : i64\n  %r = arith.addi %t, %d : i64\n  return %r : i64\n}\n"
    "func.func @next(%a: i64) -> i64 {\n  %c = arith.constant 1 : i64\n  %r = arith.addi %a, %c : i64\n"
    "  return %r : i64\n}\n"
    "func.func @hyp(%x: f64, %y: f64) -> f64 {\n  %a = arith.mulf %x, %x : f64\n  %b = arith.mulf %y, %y : f64\n"
    "  %r = arith.addf %a, %b : f64\n  return %r : f64\n}\n"
    "func.func @fma3(%a: f32, %b: f32, %c: f32) -> f32 {\n  %p = arith.mulf %a, %b : f32\n"
    "  %r = arith.addf %p, %c : f32\n  return %r : f32\n}\n"
    "func.func @halfneg(%h: f16) -> f16 {\n  %r = arith.negf %h : f16\n  return %r : f16\n}\n"
    "func.func @scale(%n: i64, %k: i32, %x: f64) -> f64 {\n  %a = arith.sitofp %n : i64 to f64\n"
    "  %b = arith.sitofp %k : i32 to f64\n  %p = arith.mulf %a, %b : f64\n  %r = arith.mulf %p, %x : f64\n"
    "  return %r : f64\n}\n"
    "func.func @lerp(%t: i32, %a: f64, %b: f64) -> f32 {\n  %h = arith.constant 0.5 : f64\n"
    "  %s = arith.addf %a, %b : f64\n  %m = arith.mulf %s, %h : f64\n  %t1 = arith.sitofp %t : i32 to f64\n"
    "  %r = arith.mulf %m, %t1 : f64\n  %f = arith.truncf %r : f64 to f32\n  return %f : f32\n}\n"
    "func.func @blend(%a: i64, %x: f64, %b: i64, %y: f64) -> i64 {\n  %p = arith.mulf %x, %y : f64\n"
    "  %i = arith.fptosi %p : f64 to i64\n  %s = arith.addi %i, %a : i64\n  %r = arith.subi %s, %b : i64\n"
    "  return %r : i64\n}\n"
    "func.func @five(%a: i8, %b: i16, %c: i32, %d: i64, %e: index) -> index {\n"
    "  %a1 = arith.extsi %a : i8 to i64\n  %b1 = arith.extsi %b : i16 to i64\n  %c1 = arith.extsi %c : i32 to i64\n"
    "  %s1 = arith.addi %a1, %b1 : i64\n  %s2 = arith.addi %s1, %c1 : i64\n  %s3 = arith.addi %s2, %d : i64\n"
    "  %e1 = arith.index_cast %e : index to i64\n  %s4 = arith.addi %s3, %e1 : i64\n"
    "  %r = arith.index_cast %s4 : i64 to index\n  return %r : index\n}\n"
    "func.func @ptr(%p: !llvm.ptr) -> !llvm.ptr {\n  return %p : !llvm.ptr\n}\n"
    "func.func @store(%p: !llvm.ptr, %v: i64) {\n  llvm.store %v, %p : i64, !llvm.ptr\n  return\n}\n"
    "func.func @first(%m: memref<?xf64>) -> f64 {\n  %c0 = arith.constant 0 : index\n"
    "  %v = memref.load %m[%c0] : memref<?xf64>\n  return %v : f64\n}\n";

static const char *kPipeline = "builtin.module(convert-arith-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,"
                               "reconcile-unrealized-casts)";

static MlirExecutionEngine ee;
static MlirModule mod;

static MlircInvoker get(const char *name) {
  MlircInvoker f = mlircInvokerCreate(ee, mod, mlirStringRefCreateFromCString(name), print_error, NULL);
  if (mlircInvokerIsNull(f)) {
    printf("no invoker for %s\n", name);
    exit(1);
  }
  return f;
}

static void *expectedPtr;

static void show(MlircInvokeKind k, MlircInvokeScalar v) {
  switch (k) {
  case MLIRC_INVOKE_POINTER: printf("%s", v.ptr == expectedPtr ? "same" : "different"); break;
  case MLIRC_INVOKE_NONE: printf("void"); break;
  case MLIRC_INVOKE_F32: printf("%g", (double)v.f32); break;
  case MLIRC_INVOKE_F64: printf("%g", v.f64); break;
  case MLIRC_INVOKE_F16:
  case MLIRC_INVOKE_BF16: printf("0x%04x", (unsigned)v.bits); break;
  default: printf("%lld", (long long)v.i);
  }
}

/* Calls `name` with n arguments of the given kinds and values both ways;
 * prints "label = <mlircInvokerCall> | <mlircInvokerCallScalars>". */
static MlircInvokeScalar both(const char *label, const char *name, int n, const MlircInvokeKind *kinds,
                              const MlircInvokeScalar *values, MlircInvokeKind resultKind) {
  MlircInvoker f = get(name);
  MlircInvokeValue args[8], res;
  memset(args, 0, sizeof args);
  memset(&res, 0, sizeof res);
  for (int i = 0; i < n; ++i) {
    args[i].kind = kinds[i];
    memcpy(&args[i].as, &values[i], sizeof values[i]);
  }
  int nr = resultKind != MLIRC_INVOKE_NONE;
  if (mlirLogicalResultIsFailure(mlircInvokerCall(f, args, n, nr ? &res : NULL, nr, print_error, NULL))) exit(1);
  if (nr && res.kind != resultKind) printf("wrong result kind %s\n", mlircInvokeKindName(res.kind));
  MlircInvokeScalar viaValues, viaScalars;
  memset(&viaValues, 0, sizeof viaValues);
  memset(&viaScalars, 0, sizeof viaScalars);
  memcpy(&viaValues, &res.as, sizeof viaValues);
  uint64_t id = mlircInvokeSignatureId(kinds, n, &resultKind, nr);
  if (id == 0 || id != mlircInvokerGetSignatureId(f)) printf("signature id mismatch for %s\n", name);
  if (mlirLogicalResultIsFailure(mlircInvokerCallScalars(f, id, values, nr ? &viaScalars : NULL, print_error, NULL)))
    exit(1);
  printf("%s = ", label);
  show(resultKind, viaValues);
  printf(" | ");
  show(resultKind, viaScalars);
  mlircInvokerDestroy(f);
  return viaScalars;
}

#define I64 MLIRC_INVOKE_I64
#define S(x) ((MlircInvokeScalar){.i = (x)})

int main(void) {
  MlirContext ctx = everything_context(print_diagnostic);
  mod = parse_or_die(ctx, kModule);
  mlircInvokerRecordFunctionTypes(mod);
  if (!run_pipeline(ctx, mod, kPipeline)) return 1;
  ee = create_engine(mod, 2);
  if (mlirExecutionEngineIsNull(ee)) return 1;

  both("k()", "k", 0, NULL, NULL, I64);
  printf("\n");
  both("nop()", "nop", 0, NULL, NULL, MLIRC_INVOKE_NONE);
  printf("\n");
  MlircInvokeKind k8 = MLIRC_INVOKE_I8, k16[] = {MLIRC_INVOKE_I16, MLIRC_INVOKE_I16}, k32 = MLIRC_INVOKE_I32;
  MlircInvokeKind k32x3[] = {k32, k32, k32}, k64x4[] = {I64, I64, I64, I64};
  both("neg8(3)", "neg8", 1, &k8, (MlircInvokeScalar[]){S(3)}, MLIRC_INVOKE_I8);
  printf("\n");
  both("is_pos(5)", "is_pos", 1, &k32, (MlircInvokeScalar[]){S(5)}, MLIRC_INVOKE_I1);
  printf("\n");
  both("is_pos(-5)", "is_pos", 1, &k32, (MlircInvokeScalar[]){S(-5)}, MLIRC_INVOKE_I1);
  printf("\n");
  both("sub16(1, 2)", "sub16", 2, k16, (MlircInvokeScalar[]){S(1), S(2)}, MLIRC_INVOKE_I16);
  printf("\n");
  both("mad32(-7, 3, 1)", "mad32", 3, k32x3, (MlircInvokeScalar[]){S(-7), S(3), S(1)}, k32);
  printf("\n");
  /* An i32 takes any value that fits 32 bits, signed or unsigned. */
  both("mad32(4294967295, 1, 0)", "mad32", 3, k32x3, (MlircInvokeScalar[]){S(4294967295LL), S(1), S(0)}, k32);
  printf("\n");
  both("sum4(1, 2, 3, 4)", "sum4", 4, k64x4, (MlircInvokeScalar[]){S(1), S(2), S(3), S(4)}, I64);
  printf("\n");
  MlircInvokeKind k64 = I64;
  both("next(41)", "next", 1, &k64, (MlircInvokeScalar[]){S(41)}, I64);
  printf("\n");
  MlircInvokeKind kf64x2[] = {MLIRC_INVOKE_F64, MLIRC_INVOKE_F64};
  both("hyp(3, 4)", "hyp", 2, kf64x2, (MlircInvokeScalar[]){{.f64 = 3}, {.f64 = 4}}, MLIRC_INVOKE_F64);
  printf("\n");
  MlircInvokeKind kf32x3[] = {MLIRC_INVOKE_F32, MLIRC_INVOKE_F32, MLIRC_INVOKE_F32};
  both("fma3(1.5, 2, 0.25)", "fma3", 3, kf32x3, (MlircInvokeScalar[]){{.f32 = 1.5f}, {.f32 = 2}, {.f32 = 0.25f}},
       MLIRC_INVOKE_F32);
  printf("\n");
  MlircInvokeKind kf16 = MLIRC_INVOKE_F16;
  both("halfneg(0x4000)", "halfneg", 1, &kf16, (MlircInvokeScalar[]){{.bits = 0x4000}}, MLIRC_INVOKE_F16);
  printf("\n");
  MlircInvokeKind kscale[] = {I64, k32, MLIRC_INVOKE_F64};
  both("scale(2, 3, 1.5)", "scale", 3, kscale, (MlircInvokeScalar[]){S(2), S(3), {.f64 = 1.5}}, MLIRC_INVOKE_F64);
  printf("\n");
  MlircInvokeKind klerp[] = {k32, MLIRC_INVOKE_F64, MLIRC_INVOKE_F64};
  both("lerp(1, 2, 6)", "lerp", 3, klerp, (MlircInvokeScalar[]){S(1), {.f64 = 2}, {.f64 = 6}}, MLIRC_INVOKE_F32);
  printf("\n");
  MlircInvokeKind kblend[] = {I64, MLIRC_INVOKE_F64, I64, MLIRC_INVOKE_F64};
  both("blend(10, 2.5, 3, 4)", "blend", 4, kblend, (MlircInvokeScalar[]){S(10), {.f64 = 2.5}, S(3), {.f64 = 4}},
       I64);
  printf("\n");
  MlircInvokeKind kfive[] = {MLIRC_INVOKE_I8, MLIRC_INVOKE_I16, k32, I64, MLIRC_INVOKE_INDEX};
  both("five(-1, -2, -3, -4, 5)", "five", 5, kfive, (MlircInvokeScalar[]){S(-1), S(-2), S(-3), S(-4), S(5)},
       MLIRC_INVOKE_INDEX);
  printf("\n");
  int64_t cell = 0;
  MlircInvokeKind kptr = MLIRC_INVOKE_POINTER, kstore[] = {MLIRC_INVOKE_POINTER, I64};
  expectedPtr = &cell;
  both("ptr", "ptr", 1, &kptr, (MlircInvokeScalar[]){{.ptr = &cell}}, MLIRC_INVOKE_POINTER);
  printf("\n");
  both("store(p, 7)", "store", 2, kstore, (MlircInvokeScalar[]){{.ptr = &cell}, S(7)}, MLIRC_INVOKE_NONE);
  printf(", stored %lld\n", (long long)cell);

  /* Refusals: each calls onError and calls nothing. */
  MlircInvoker next = get("next"), neg8 = get("neg8"), isPos = get("is_pos");
  uint64_t id = mlircInvokeSignatureId(&k64, 1, &k64, 1);
  printf("id(i64 -> i64) matches: %s\n", id == mlircInvokerGetSignatureId(next) ? "yes" : "no");
  MlircInvokeKind kf64 = MLIRC_INVOKE_F64;
  MlircInvokeScalar one = S(1), out = S(0), big = S(300), wide = S(4294967296LL);
  mlircInvokerCallScalars(next, mlircInvokeSignatureId(&kf64, 1, &kf64, 1), &one, &out, print_error, NULL);
  mlircInvokerCallScalars(next, 0, &one, &out, print_error, NULL);
  mlircInvokerCallScalars(neg8, mlircInvokeSignatureId(&k8, 1, &k8, 1), &big, &out, print_error, NULL);
  MlircInvokeKind k1 = MLIRC_INVOKE_I1;
  mlircInvokerCallScalars(isPos, mlircInvokeSignatureId(&k32, 1, &k1, 1), &wide, &out, print_error, NULL);
  mlircInvokerCallScalars(next, id, NULL, &out, print_error, NULL);
  mlircInvokerCallScalars(next, id, &one, NULL, print_error, NULL);
  mlircInvokerCallScalars((MlircInvoker){NULL}, id, &one, &out, print_error, NULL);
  MlircInvoker first = get("first");
  printf("first: id %llu\n", (unsigned long long)mlircInvokerGetSignatureId(first));
  mlircInvokerCallScalars(first, id, &one, &out, print_error, NULL);
  if (out.i != 0) printf("a refused call wrote its result\n");
  /* mlircInvokerCall's plan hands mismatches to the general path's checks. */
  MlircInvokeValue v[2], res;
  memset(v, 0, sizeof v);
  v[0].kind = MLIRC_INVOKE_I8;
  v[0].as.i = 300;
  mlircInvokerCall(neg8, v, 1, &res, 1, print_error, NULL);
  v[0].kind = MLIRC_INVOKE_F64;
  mlircInvokerCall(next, v, 1, &res, 1, print_error, NULL);
  v[0].kind = v[1].kind = I64;
  mlircInvokerCall(next, v, 2, &res, 1, print_error, NULL);

  MlircInvokeKind memref = MLIRC_INVOKE_MEMREF, nine[9] = {I64, I64, I64, I64, I64, I64, I64, I64, I64};
  printf("ids refused: %llu %llu %llu %llu\n", (unsigned long long)mlircInvokeSignatureId(&memref, 1, NULL, 0),
         (unsigned long long)mlircInvokeSignatureId(nine, 9, NULL, 0),
         (unsigned long long)mlircInvokeSignatureId(&k64, 1, k16, 2),
         (unsigned long long)mlircInvokeSignatureId(NULL, 1, NULL, 0));
  mlircInvokerDestroy(first);
  mlircInvokerDestroy(isPos);
  mlircInvokerDestroy(neg8);
  mlircInvokerDestroy(next);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(mod);
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
