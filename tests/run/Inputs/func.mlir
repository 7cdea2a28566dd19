func.func @main() -> i32 {
  %0 = arith.constant 7 : i32
  return %0 : i32
}
