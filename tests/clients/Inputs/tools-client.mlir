func.func @add_zero(%a: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %sum = arith.addi %a, %zero : i32
  return %sum : i32
}
