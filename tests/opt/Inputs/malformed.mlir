func.func @f() {
  %x = arith.addi : i32
}
