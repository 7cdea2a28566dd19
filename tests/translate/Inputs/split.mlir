llvm.func @first() {
  llvm.return
}
// -----
llvm.func @unregistered() {
  %0 = "mystery.op"() : () -> i32
  llvm.return
}
// -----
func.func @not_llvm() {
  return
}
// -----
llvm.func @last(%a: i64) -> i64 {
  llvm.return %a : i64
}
