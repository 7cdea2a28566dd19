/* The native-signature invoker (mlir-c/Components/Invoke.h): every
 * supported type, memrefs in and out, several results, bare pointers,
 * signatures recovered from the llvm.func type, and each error path.
 *
 * RUN: %build_client %install_sliced mlir-c-execution-engine %s %t.sliced
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_meson mlir-c-execution-engine %s %t.meson %}
 * RUN: %if other-trees %{ %run_client %install_meson %t.meson | FileCheck %s %}
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-execution-engine %s %t.dylib %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 *
 * CHECK: recorded 16
 * CHECK: @add(i32, i32) -> i32
 * CHECK: add(40, 2) = 42
 * CHECK: fma = 3.25
 * CHECK: mulf = 7.5
 * CHECK: ints = 1234
 * CHECK: not(1) = 0
 * CHECK: neg8(-128) = -128
 * CHECK: neg16(5) = -5
 * CHECK: half(1.0 + 2.0) bits = 0x4200
 * CHECK: bf16 bits = 0x3f80
 * CHECK: ptr round trip = 1
 * CHECK: sum = 10.5
 * CHECK: scaled = 1 20 3 40
 * CHECK: divmod = 3 1
 * CHECK: @iota(index) -> memref<?xi32>
 * CHECK: iota rank 1 size 5 stride 1 = 0 1 2 3 4
 * CHECK: two = 7 0 1 2 0.5
 * CHECK: first = 9.5 (bare 1)
 * CHECK: packed add = 42
 * CHECK: error: @add(i32, i32) -> i32: expected 2 arguments, got 1
 * CHECK: error: @add(i32, i32) -> i32: argument 1: expected i32, got f64
 * CHECK: error: @neg8(i8) -> i8: argument 0: 300 does not fit in i8
 * CHECK: error: @not(i1) -> i1: argument 0: 2 does not fit in i1
 * CHECK: error: {{.*}}argument 0: expected a rank-1 memref of f32, got a rank-2 memref of f32
 * CHECK: error: {{.*}}argument 0: expected a rank-1 memref of f32, got a rank-1 memref of f64
 * CHECK: error: {{.*}}argument 0: size 3 of dimension 0 does not match the type
 * CHECK: error: {{.*}}argument 0: stride 2 of dimension 0, but the memref layout requires 1
 * CHECK: error: {{.*}}room for 1 result expected, got 0
 * CHECK: error: @nope: no function named @nope in the module
 * CHECK: error: @add: the module is not lowered to the llvm dialect (@add is still a func.func)
 * CHECK: error: @vec: unsupported type vector<4xf32> (argument 0)
 * CHECK: error: @add: the type (f32, f32) -> f32 does not lower to the function's type !llvm.func<i32 (i32, i32)>
 * CHECK: recovered: @add(i32, i32) -> i32
 * CHECK: recovered add = 5
 * CHECK: recovered: @sum(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
 * CHECK: error: @divmod: result has unsupported type !llvm.struct<(i64, i64)>
 * CHECK: done
 */
#include <math.h>
#include <string.h>

#include "everything.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/Invoke.h"
#include "engine.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/RegisterEverything.h"

static const char *kModule =
    "func.func @add(%a: i32, %b: i32) -> i32 attributes {llvm.emit_c_interface} {\n"
    "  %s = arith.addi %a, %b : i32\n  return %s : i32\n}\n"
    "func.func @fma(%a: f64, %b: f64, %c: f64) -> f64 {\n"
    "  %m = arith.mulf %a, %b : f64\n  %s = arith.addf %m, %c : f64\n  return %s : f64\n}\n"
    "func.func @mulf(%a: f32, %b: f32) -> f32 {\n"
    "  %m = arith.mulf %a, %b : f32\n  return %m : f32\n}\n"
    "func.func @ints(%a: i1, %b: i8, %c: i16, %d: i64, %e: index) -> i64 {\n"
    "  %a2 = arith.extui %a : i1 to i64\n  %b2 = arith.extsi %b : i8 to i64\n"
    "  %c2 = arith.extsi %c : i16 to i64\n  %e2 = arith.index_cast %e : index to i64\n"
    "  %s1 = arith.addi %a2, %b2 : i64\n  %s2 = arith.addi %s1, %c2 : i64\n"
    "  %s3 = arith.addi %s2, %d : i64\n  %s4 = arith.addi %s3, %e2 : i64\n  return %s4 : i64\n}\n"
    "func.func @not(%a: i1) -> i1 {\n"
    "  %t = arith.constant true\n  %r = arith.xori %a, %t : i1\n  return %r : i1\n}\n"
    "func.func @neg8(%a: i8) -> i8 {\n"
    "  %z = arith.constant 0 : i8\n  %r = arith.subi %z, %a : i8\n  return %r : i8\n}\n"
    "func.func @neg16(%a: i16) -> i16 {\n"
    "  %z = arith.constant 0 : i16\n  %r = arith.subi %z, %a : i16\n  return %r : i16\n}\n"
    "func.func @half(%a: f16, %b: f16) -> f16 {\n"
    "  %r = arith.addf %a, %b : f16\n  return %r : f16\n}\n"
    "func.func @bhalf(%a: bf16) -> bf16 {\n  return %a : bf16\n}\n"
    "func.func @ptr(%a: !llvm.ptr) -> !llvm.ptr {\n  return %a : !llvm.ptr\n}\n"
    "func.func @sum(%m: memref<?xf32>) -> f32 {\n"
    "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
    "  %n = memref.dim %m, %c0 : memref<?xf32>\n  %z = arith.constant 0.0 : f32\n"
    "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {\n"
    "    %v = memref.load %m[%i] : memref<?xf32>\n    %a = arith.addf %acc, %v : f32\n"
    "    scf.yield %a : f32\n  }\n  return %r : f32\n}\n"
    "func.func @scale(%m: memref<?xf64, strided<[?], offset: ?>>, %k: f64) {\n"
    "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
    "  %n = memref.dim %m, %c0 : memref<?xf64, strided<[?], offset: ?>>\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    %v = memref.load %m[%i] : memref<?xf64, strided<[?], offset: ?>>\n"
    "    %s = arith.mulf %v, %k : f64\n"
    "    memref.store %s, %m[%i] : memref<?xf64, strided<[?], offset: ?>>\n  }\n  return\n}\n"
    "func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {\n"
    "  %q = arith.divsi %a, %b : i64\n  %r = arith.remsi %a, %b : i64\n  return %q, %r : i64, i64\n}\n"
    "func.func @iota(%n: index) -> memref<?xi32> {\n"
    "  %m = memref.alloc(%n) : memref<?xi32>\n"
    "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    %v = arith.index_cast %i : index to i32\n    memref.store %v, %m[%i] : memref<?xi32>\n  }\n"
    "  return %m : memref<?xi32>\n}\n"
    "func.func @two(%a: i32) -> (i32, memref<3xi64>, f32) {\n"
    "  %m = memref.alloc() : memref<3xi64>\n"
    "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n"
    "  scf.for %i = %c0 to %c3 step %c1 {\n"
    "    %v = arith.index_cast %i : index to i64\n    memref.store %v, %m[%i] : memref<3xi64>\n  }\n"
    "  %h = arith.constant 0.5 : f32\n  return %a, %m, %h : i32, memref<3xi64>, f32\n}\n"
    "func.func @vec(%v: vector<4xf32>) {\n  return\n}\n";

static const char *kBareModule =
    "func.func @first(%m: memref<4xf32>) -> f32 {\n"
    "  %c0 = arith.constant 0 : index\n  %v = memref.load %m[%c0] : memref<4xf32>\n  return %v : f32\n}\n";

static const char *kPipeline = "builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,"
                               "finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)";

static MlirExecutionEngine jit(MlirModule m) {
  MlirExecutionEngine ee = create_engine(m, 2);
  if (mlirExecutionEngineIsNull(ee)) {
    printf("JIT creation failed\n");
    exit(1);
  }
  return ee;
}

static MlircInvoker get(MlirExecutionEngine ee, MlirModule m, const char *name) {
  MlircInvoker f = mlircInvokerCreate(ee, m, mlirStringRefCreateFromCString(name), print_error, NULL);
  if (mlircInvokerIsNull(f)) {
    printf("no invoker for %s\n", name);
    exit(1);
  }
  return f;
}

static MlircInvokeValue ival(MlircInvokeKind k, int64_t v) {
  MlircInvokeValue x;
  memset(&x, 0, sizeof x);
  x.kind = k;
  x.as.i = v;
  return x;
}

static MlircInvokeValue memref1(MlircInvokeKind elt, void *data, int64_t *size, int64_t *stride) {
  MlircInvokeValue x;
  memset(&x, 0, sizeof x);
  x.kind = MLIRC_INVOKE_MEMREF;
  x.elementKind = elt;
  x.rank = 1;
  x.as.memref.allocated = x.as.memref.aligned = data;
  x.as.memref.sizes = size;
  x.as.memref.strides = stride;
  return x;
}

static void call(MlircInvoker f, MlircInvokeValue *args, intptr_t n, MlircInvokeValue *res, intptr_t nr) {
  if (mlirLogicalResultIsFailure(mlircInvokerCall(f, args, n, res, nr, print_error, NULL))) {
    printf("call failed\n");
    exit(1);
  }
}

static void expect_error(MlircInvoker f, MlircInvokeValue *args, intptr_t n, MlircInvokeValue *res, intptr_t nr) {
  if (mlirLogicalResultIsSuccess(mlircInvokerCall(f, args, n, res, nr, print_error, NULL))) {
    printf("unexpected success\n");
    exit(1);
  }
}

int main(void) {
  MlirContext ctx = everything_context(print_diagnostic);

  MlirModule unlowered = parse_or_die(ctx, kModule);
  MlirModule module = parse_or_die(ctx, kModule);
  printf("recorded %ld\n", (long)mlircInvokerRecordFunctionTypes(module));
  if (!run_pipeline(ctx, module, kPipeline)) return 1;
  MlirExecutionEngine ee = jit(module);
  MlircInvokeValue r[3], a[5];
  memset(r, 0, sizeof r);

  MlircInvoker add = get(ee, module, "add");
  mlircInvokerPrintSignature(add, print_to_stdout, NULL);
  printf("\n");
  a[0] = ival(MLIRC_INVOKE_I32, 40);
  a[1] = ival(MLIRC_INVOKE_I32, 2);
  call(add, a, 2, r, 1);
  printf("add(40, 2) = %lld\n", (long long)r[0].as.i);

  MlircInvoker fma = get(ee, module, "fma");
  for (int i = 0; i < 3; ++i) a[i].kind = MLIRC_INVOKE_F64;
  a[0].as.f64 = 1.5, a[1].as.f64 = 2.0, a[2].as.f64 = 0.25;
  call(fma, a, 3, r, 1);
  printf("fma = %g\n", r[0].as.f64);

  MlircInvoker mulf = get(ee, module, "mulf");
  a[0].kind = a[1].kind = MLIRC_INVOKE_F32;
  a[0].as.f32 = 2.5f, a[1].as.f32 = 3.0f;
  call(mulf, a, 2, r, 1);
  printf("mulf = %g\n", (double)r[0].as.f32);

  MlircInvoker ints = get(ee, module, "ints");
  a[0] = ival(MLIRC_INVOKE_I1, 1);
  a[1] = ival(MLIRC_INVOKE_I8, -3);
  a[2] = ival(MLIRC_INVOKE_I16, 236);
  a[3] = ival(MLIRC_INVOKE_I64, 1000);
  a[4] = ival(MLIRC_INVOKE_INDEX, 0);
  call(ints, a, 5, r, 1);
  printf("ints = %lld\n", (long long)r[0].as.i);

  MlircInvoker not_ = get(ee, module, "not");
  a[0] = ival(MLIRC_INVOKE_I1, 1);
  call(not_, a, 1, r, 1);
  printf("not(1) = %lld\n", (long long)r[0].as.i);
  MlircInvoker neg8 = get(ee, module, "neg8");
  a[0] = ival(MLIRC_INVOKE_I8, -128);
  call(neg8, a, 1, r, 1);
  printf("neg8(-128) = %lld\n", (long long)r[0].as.i);
  MlircInvoker neg16 = get(ee, module, "neg16");
  a[0] = ival(MLIRC_INVOKE_I16, 5);
  call(neg16, a, 1, r, 1);
  printf("neg16(5) = %lld\n", (long long)r[0].as.i);

  MlircInvoker half = get(ee, module, "half");
  a[0].kind = a[1].kind = MLIRC_INVOKE_F16;
  a[0].as.bits = 0x3c00, a[1].as.bits = 0x4000; /* 1.0, 2.0 */
  call(half, a, 2, r, 1);
  printf("half(1.0 + 2.0) bits = 0x%04x\n", r[0].as.bits);
  MlircInvoker bhalf = get(ee, module, "bhalf");
  a[0].kind = MLIRC_INVOKE_BF16;
  a[0].as.bits = 0x3f80;
  call(bhalf, a, 1, r, 1);
  printf("bf16 bits = 0x%04x\n", r[0].as.bits);

  MlircInvoker ptr = get(ee, module, "ptr");
  a[0].kind = MLIRC_INVOKE_POINTER;
  a[0].as.ptr = &ctx;
  call(ptr, a, 1, r, 1);
  printf("ptr round trip = %d\n", r[0].as.ptr == (void *)&ctx);

  float data[4] = {1.5f, 2.0f, 3.0f, 4.0f};
  int64_t size = 4, stride = 1;
  MlircInvoker sum = get(ee, module, "sum");
  a[0] = memref1(MLIRC_INVOKE_F32, data, &size, &stride);
  call(sum, a, 1, r, 1);
  printf("sum = %g\n", (double)r[0].as.f32);

  /* Every other element of a strided buffer, in place. */
  double d[4] = {1, 2, 3, 4};
  int64_t size2 = 2, stride2 = 2;
  MlircInvoker scale = get(ee, module, "scale");
  a[0] = memref1(MLIRC_INVOKE_F64, d, &size2, &stride2);
  a[0].as.memref.offset = 1;
  a[1].kind = MLIRC_INVOKE_F64;
  a[1].as.f64 = 10.0;
  call(scale, a, 2, NULL, 0);
  printf("scaled = %g %g %g %g\n", d[0], d[1], d[2], d[3]);

  MlircInvoker divmod = get(ee, module, "divmod");
  a[0] = ival(MLIRC_INVOKE_I64, 10);
  a[1] = ival(MLIRC_INVOKE_I64, 3);
  call(divmod, a, 2, r, 2);
  printf("divmod = %lld %lld\n", (long long)r[0].as.i, (long long)r[1].as.i);

  MlircInvoker iota = get(ee, module, "iota");
  mlircInvokerPrintSignature(iota, print_to_stdout, NULL);
  printf("\n");
  int64_t rsize = 0, rstride = 0;
  r[0].as.memref.sizes = &rsize;
  r[0].as.memref.strides = &rstride;
  a[0] = ival(MLIRC_INVOKE_INDEX, 5);
  call(iota, a, 1, r, 1);
  int32_t *iv = (int32_t *)r[0].as.memref.aligned + r[0].as.memref.offset;
  printf("iota rank %lld size %lld stride %lld = %d %d %d %d %d\n", (long long)r[0].rank, (long long)rsize,
         (long long)rstride, iv[0], iv[1], iv[2], iv[3], iv[4]);
  free(r[0].as.memref.allocated);

  MlircInvoker two = get(ee, module, "two");
  memset(r, 0, sizeof r);
  r[1].as.memref.sizes = &rsize;
  r[1].as.memref.strides = &rstride;
  a[0] = ival(MLIRC_INVOKE_I32, 7);
  call(two, a, 1, r, 3);
  int64_t *tv = (int64_t *)r[1].as.memref.aligned;
  printf("two = %lld %lld %lld %lld %g\n", (long long)r[0].as.i, (long long)tv[0], (long long)tv[1],
         (long long)tv[2], (double)r[2].as.f32);
  free(r[1].as.memref.allocated);

  /* Bare-pointer calling convention, detected from the llvm.func type. */
  MlirModule bareModule = parse_or_die(ctx, kBareModule);
  mlircInvokerRecordFunctionTypes(bareModule);
  if (!run_pipeline(ctx, bareModule,
                    "builtin.module(convert-arith-to-llvm,finalize-memref-to-llvm,"
                    "convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},reconcile-unrealized-casts)"))
    return 1;
  MlirExecutionEngine bareEE = jit(bareModule);
  MlircInvoker first = get(bareEE, bareModule, "first");
  float fdata[4] = {9.5f, 0, 0, 0};
  a[0] = memref1(MLIRC_INVOKE_F32, fdata, &size, &stride);
  call(first, a, 1, r, 1);
  printf("first = %g (bare %d)\n", (double)r[0].as.f32, mlircInvokerUsesBarePointers(first));

  /* The packed interface is untouched. */
  int x = 40, y = 2, z = 0;
  void *packed[] = {&x, &y, &z};
  if (mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(ee, mlirStringRefCreateFromCString("add"), packed)))
    return 1;
  printf("packed add = %d\n", z);

  /* Errors: the call is refused, nothing runs. */
  a[0] = ival(MLIRC_INVOKE_I32, 1);
  expect_error(add, a, 1, r, 1);
  a[1].kind = MLIRC_INVOKE_F64;
  expect_error(add, a, 2, r, 1);
  a[0] = ival(MLIRC_INVOKE_I8, 300);
  expect_error(neg8, a, 1, r, 1);
  a[0] = ival(MLIRC_INVOKE_I1, 2);
  expect_error(not_, a, 1, r, 1);
  a[0] = memref1(MLIRC_INVOKE_F32, data, &size, &stride);
  a[0].rank = 2;
  expect_error(sum, a, 1, r, 1);
  a[0] = memref1(MLIRC_INVOKE_F64, data, &size, &stride);
  expect_error(sum, a, 1, r, 1);
  int64_t three = 3;
  a[0] = memref1(MLIRC_INVOKE_F32, fdata, &three, &stride);
  expect_error(first, a, 1, r, 1);
  a[0] = memref1(MLIRC_INVOKE_F32, fdata, &size, &stride2);
  expect_error(first, a, 1, r, 1);
  a[0] = memref1(MLIRC_INVOKE_F32, data, &size, &stride);
  expect_error(sum, a, 1, r, 0);

  MlirStringRef addName = mlirStringRefCreateFromCString("add");
  if (!mlircInvokerIsNull(mlircInvokerCreate(ee, module, mlirStringRefCreateFromCString("nope"), print_error, NULL)))
    return 1;
  if (!mlircInvokerIsNull(mlircInvokerCreate(ee, unlowered, addName, print_error, NULL))) return 1;
  if (!mlircInvokerIsNull(mlircInvokerCreate(ee, module, mlirStringRefCreateFromCString("vec"), print_error, NULL)))
    return 1;
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType wrong = mlirFunctionTypeGet(ctx, 2, (MlirType[]){f32, f32}, 1, &f32);
  if (!mlircInvokerIsNull(mlircInvokerCreateWithType(ee, module, addName, wrong, print_error, NULL))) return 1;

  /* Without recorded types: recovered from the llvm.func type. */
  MlirModule plain = parse_or_die(ctx, kModule);
  if (!run_pipeline(ctx, plain, kPipeline)) return 1;
  MlirExecutionEngine plainEE = jit(plain);
  MlircInvoker radd = get(plainEE, plain, "add");
  printf("recovered: ");
  mlircInvokerPrintSignature(radd, print_to_stdout, NULL);
  printf("\n");
  a[0] = ival(MLIRC_INVOKE_I32, 2);
  a[1] = ival(MLIRC_INVOKE_I32, 3);
  call(radd, a, 2, r, 1);
  printf("recovered add = %lld\n", (long long)r[0].as.i);
  MlircInvoker rsum = get(plainEE, plain, "sum");
  printf("recovered: ");
  mlircInvokerPrintSignature(rsum, print_to_stdout, NULL);
  printf("\n");
  if (!mlircInvokerIsNull(mlircInvokerCreate(plainEE, plain, mlirStringRefCreateFromCString("divmod"), print_error,
                                             NULL)))
    return 1;

  MlircInvoker all[] = {add, fma, mulf, ints, not_, neg8, neg16, half, bhalf, ptr, sum, scale, divmod, iota, two,
                        first, radd, rsum};
  for (size_t i = 0; i < sizeof all / sizeof *all; ++i) mlircInvokerDestroy(all[i]);
  mlirExecutionEngineDestroy(plainEE);
  mlirExecutionEngineDestroy(bareEE);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(plain);
  mlirModuleDestroy(bareModule);
  mlirModuleDestroy(unlowered);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
