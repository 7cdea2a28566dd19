// RUN: %mlirc_opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s
// RUN: %mlirc_opt --pass-pipeline='builtin.module(func.func(canonicalize,cse))' - < %s | FileCheck %s
// RUN: %mlirc_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlirc_opt %s -o %t.mlir && %mlirc_opt %t.mlir | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: %mlirc_opt %s --pass-pipeline='builtin.module(convert-arith-to-llvm,convert-func-to-llvm)' | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @fold(%arg0: i32) -> i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %[[S]] : i32
// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "fold"}>
// GENERIC: "arith.addi"
// ROUNDTRIP: arith.addi %arg0, %c0_i32 : i32
// LLVM: llvm.func @fold(%arg0: i32) -> i32
// LLVM: llvm.mul
func.func @fold(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %a = arith.addi %arg0, %c0 : i32
  %m1 = arith.muli %a, %a : i32
  %m2 = arith.muli %a, %a : i32
  %r = arith.select %true, %m1, %m2 : i32
  return %r : i32
}
