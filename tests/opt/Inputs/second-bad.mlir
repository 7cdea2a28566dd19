func.func @good() {
  return
}
// -----
func.func @bad() -> i32 {
  return
}
