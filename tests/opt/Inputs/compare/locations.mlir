// Locations without a source line, a name, a fused and a call-site
// location, and a tab before the reported column.
func.func @unknown() -> i32 {
  return loc(unknown)
}
// -----
func.func @named() -> i32 {
  return loc("somewhere")
}
// -----
func.func @fused() -> i32 {
  return loc(fused["nowhere.mlir":3:4, "elsewhere.mlir":5:6])
}
// -----
func.func @callsite() -> i32 {
  return loc(callsite("callee.mlir":1:2 at callsite("caller.mlir":3:4 at "main.mlir":5:6)))
}
// -----
func.func @tab() -> i32 {
	  	 return
}
