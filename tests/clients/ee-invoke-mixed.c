/* The invoker with integer and float arguments interleaved: the register
 * fast path (up to six integer and eight float arguments) and libffi
 * beyond it must give the same results, for f32, f64, f16 and integer
 * results.
 *
 * RUN: %build_client %install_sliced mlir-c-execution-engine %s %t.sliced -lm
 * RUN: %run_client %install_sliced %t.sliced | FileCheck %s
 * RUN: %if other-trees %{ %build_client %install_dylib mlir-c-execution-engine %s %t.dylib -lm %}
 * RUN: %if other-trees %{ %run_client %install_dylib %t.dylib | FileCheck %s %}
 *
 * CHECK: mix = 1 + 2.5*2 + 3*3 + 4.25*4 + -5*5 = 7
 * CHECK: mixf = 7.5
 * CHECK: mixi = -3
 * CHECK: many = 1 2 3 4 5 6 7 8 9 10 11 12 13 14 -> 105
 * CHECK: manyf = 0.5 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 -> 40.5
 * CHECK: halves = 0x4500
 * CHECK: rows = 12.5
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
    "func.func @mix(%a: i32, %x: f32, %b: i64, %y: f64, %c: i8) -> f64 {\n"
    "  %a1 = arith.sitofp %a : i32 to f64\n  %x1 = arith.extf %x : f32 to f64\n"
    "  %b1 = arith.sitofp %b : i64 to f64\n  %c1 = arith.sitofp %c : i8 to f64\n"
    "  %two = arith.constant 2.0 : f64\n  %three = arith.constant 3.0 : f64\n"
    "  %four = arith.constant 4.0 : f64\n  %five = arith.constant 5.0 : f64\n"
    "  %t1 = arith.mulf %x1, %two : f64\n  %t2 = arith.mulf %b1, %three : f64\n"
    "  %t3 = arith.mulf %y, %four : f64\n  %t4 = arith.mulf %c1, %five : f64\n"
    "  %s1 = arith.addf %a1, %t1 : f64\n  %s2 = arith.addf %s1, %t2 : f64\n"
    "  %s3 = arith.addf %s2, %t3 : f64\n  %s4 = arith.addf %s3, %t4 : f64\n  return %s4 : f64\n}\n"
    "func.func @mixf(%x: f32, %n: i16, %y: f32) -> f32 {\n"
    "  %n1 = arith.sitofp %n : i16 to f32\n  %p = arith.mulf %x, %n1 : f32\n"
    "  %s = arith.addf %p, %y : f32\n  return %s : f32\n}\n"
    "func.func @mixi(%x: f64, %n: i32) -> i32 {\n"
    "  %i = arith.fptosi %x : f64 to i32\n  %r = arith.subi %i, %n : i32\n  return %r : i32\n}\n"
    /* Seven integers and seven doubles: past the fast path, through ffi_call. */
    "func.func @many(%a: i64, %b: i64, %c: i64, %d: i64, %e: i64, %f: i64, %g: i64,\n"
    "                %x1: f64, %x2: f64, %x3: f64, %x4: f64, %x5: f64, %x6: f64, %x7: f64) -> i64 {\n"
    "  %s1 = arith.addi %a, %b : i64\n  %s2 = arith.addi %s1, %c : i64\n  %s3 = arith.addi %s2, %d : i64\n"
    "  %s4 = arith.addi %s3, %e : i64\n  %s5 = arith.addi %s4, %f : i64\n  %s6 = arith.addi %s5, %g : i64\n"
    "  %y1 = arith.addf %x1, %x2 : f64\n  %y2 = arith.addf %y1, %x3 : f64\n  %y3 = arith.addf %y2, %x4 : f64\n"
    "  %y4 = arith.addf %y3, %x5 : f64\n  %y5 = arith.addf %y4, %x6 : f64\n  %y6 = arith.addf %y5, %x7 : f64\n"
    "  %yi = arith.fptosi %y6 : f64 to i64\n  %r = arith.addi %s6, %yi : i64\n  return %r : i64\n}\n"
    /* Nine floats: one more than the float registers. */
    "func.func @manyf(%x1: f32, %x2: f64, %x3: f32, %x4: f64, %x5: f32, %x6: f64, %x7: f32, %x8: f64, %x9: f32) -> f64 {\n"
    "  %a1 = arith.extf %x1 : f32 to f64\n  %a3 = arith.extf %x3 : f32 to f64\n"
    "  %a5 = arith.extf %x5 : f32 to f64\n  %a7 = arith.extf %x7 : f32 to f64\n  %a9 = arith.extf %x9 : f32 to f64\n"
    "  %s1 = arith.addf %a1, %x2 : f64\n  %s2 = arith.addf %s1, %a3 : f64\n  %s3 = arith.addf %s2, %x4 : f64\n"
    "  %s4 = arith.addf %s3, %a5 : f64\n  %s5 = arith.addf %s4, %x6 : f64\n  %s6 = arith.addf %s5, %a7 : f64\n"
    "  %s7 = arith.addf %s6, %x8 : f64\n  %s8 = arith.addf %s7, %a9 : f64\n  return %s8 : f64\n}\n"
    "func.func @halves(%a: f16, %n: i32, %b: f16) -> f16 {\n"
    "  %s = arith.addf %a, %b : f16\n  return %s : f16\n}\n"
    /* A memref (five integer slots) beside a float. */
    "func.func @rows(%m: memref<?xf64>, %k: f64) -> f64 {\n"
    "  %c1 = arith.constant 1 : index\n  %v = memref.load %m[%c1] : memref<?xf64>\n"
    "  %r = arith.mulf %v, %k : f64\n  return %r : f64\n}\n";

static const char *kPipeline = "builtin.module(convert-arith-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,"
                               "reconcile-unrealized-casts)";

static MlircInvokeValue val(MlircInvokeKind k) {
  MlircInvokeValue v;
  memset(&v, 0, sizeof v);
  v.kind = k;
  return v;
}
static MlircInvokeValue i(MlircInvokeKind k, int64_t x) { MlircInvokeValue v = val(k); v.as.i = x; return v; }
static MlircInvokeValue f32(float x) { MlircInvokeValue v = val(MLIRC_INVOKE_F32); v.as.f32 = x; return v; }
static MlircInvokeValue f64(double x) { MlircInvokeValue v = val(MLIRC_INVOKE_F64); v.as.f64 = x; return v; }

static MlircInvokeValue call(MlirExecutionEngine ee, MlirModule m, const char *name, MlircInvokeValue *args,
                             intptr_t n) {
  MlircInvoker f = mlircInvokerCreate(ee, m, mlirStringRefCreateFromCString(name), print_error, NULL);
  MlircInvokeValue r = val(MLIRC_INVOKE_NONE);
  if (mlircInvokerIsNull(f) || mlirLogicalResultIsFailure(mlircInvokerCall(f, args, n, &r, 1, print_error, NULL))) {
    printf("call of %s failed\n", name);
    exit(1);
  }
  mlircInvokerDestroy(f);
  return r;
}

int main(void) {
  MlirContext ctx = everything_context(print_diagnostic);
  MlirModule m = parse_or_die(ctx, kModule);
  mlircInvokerRecordFunctionTypes(m);
  if (!run_pipeline(ctx, m, kPipeline)) return 1;
  MlirExecutionEngine ee = create_engine(m, 2);
  if (mlirExecutionEngineIsNull(ee)) return 1;

  MlircInvokeValue mix[] = {i(MLIRC_INVOKE_I32, 1), f32(2.5f), i(MLIRC_INVOKE_I64, 3), f64(4.25), i(MLIRC_INVOKE_I8, -5)};
  printf("mix = 1 + 2.5*2 + 3*3 + 4.25*4 + -5*5 = %g\n", call(ee, m, "mix", mix, 5).as.f64);
  MlircInvokeValue mixf[] = {f32(1.5f), i(MLIRC_INVOKE_I16, 3), f32(3.0f)};
  printf("mixf = %g\n", (double)call(ee, m, "mixf", mixf, 3).as.f32);
  MlircInvokeValue mixi[] = {f64(4.9), i(MLIRC_INVOKE_I32, 7)};
  printf("mixi = %lld\n", (long long)call(ee, m, "mixi", mixi, 2).as.i);

  MlircInvokeValue many[14];
  printf("many =");
  for (int k = 0; k < 7; ++k) {
    many[k] = i(MLIRC_INVOKE_I64, k + 1);
    many[7 + k] = f64(k + 8);
  }
  for (int k = 0; k < 14; ++k) printf(" %g", k < 7 ? (double)many[k].as.i : many[k].as.f64);
  printf(" -> %lld\n", (long long)call(ee, m, "many", many, 14).as.i);

  MlircInvokeValue manyf[9];
  printf("manyf =");
  for (int k = 0; k < 9; ++k) {
    manyf[k] = k % 2 == 0 ? f32(k + 0.5f) : f64(k + 0.5);
    printf(" %g", k % 2 == 0 ? (double)manyf[k].as.f32 : manyf[k].as.f64);
  }
  printf(" -> %g\n", call(ee, m, "manyf", manyf, 9).as.f64);

  /* f16 bits: 2.0 (0x4000) + 3.0 (0x4200) = 5.0 (0x4500). */
  MlircInvokeValue halves[] = {val(MLIRC_INVOKE_F16), i(MLIRC_INVOKE_I32, 99), val(MLIRC_INVOKE_F16)};
  halves[0].as.bits = 0x4000;
  halves[2].as.bits = 0x4200;
  printf("halves = 0x%04x\n", (unsigned)call(ee, m, "halves", halves, 3).as.bits);

  double data[3] = {1.0, 2.5, 4.0};
  int64_t size = 3, stride = 1;
  MlircInvokeValue rows[2] = {val(MLIRC_INVOKE_MEMREF), f64(5.0)};
  rows[0].elementKind = MLIRC_INVOKE_F64;
  rows[0].rank = 1;
  rows[0].as.memref.allocated = rows[0].as.memref.aligned = data;
  rows[0].as.memref.sizes = &size;
  rows[0].as.memref.strides = &stride;
  printf("rows = %g\n", call(ee, m, "rows", rows, 2).as.f64);

  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
