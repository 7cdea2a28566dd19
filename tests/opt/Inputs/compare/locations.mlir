// Locations without a source line, a name, a fused and a call-site
// location, call sites inside fused and name locations (the call stack of
// the first), and a tab before the reported column.
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
func.func @fused_callsite() -> i32 {
  return loc(fused["first", callsite("callee.mlir":1:2 at callsite("caller.mlir":3:4 at "main.mlir":5:6)), "after.mlir":7:8])
}
// -----
func.func @named_callsite() -> i32 {
  return loc("name"(callsite("callee.mlir":1:2 at "caller.mlir":3:4)))
}
// -----
func.func @tab() -> i32 {
	  	 return
}
