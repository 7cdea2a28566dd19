func.func @f(%a: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.addi %a, %z : i32
  return %r : i32
}
