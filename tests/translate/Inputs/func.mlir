// func: read by --mlir-to-llvmir (as by mlir-translate) but without an LLVM IR
// translation.
func.func @nothing() {
  return
}
