func.func @fold(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @index(%a: index) -> index {
  %0 = index.add %a, %a
  return %0 : index
}
