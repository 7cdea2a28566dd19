// A marker one dash short is a near miss: warned about, not a split.
func.func @first() {
  return
}
// ----
func.func @still_first() {
  return
}
// -----
func.func @second() {
  return
}
