// An arith op: neither --mlir-to-cpp nor --mlir-to-llvmir reads its dialect.
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
