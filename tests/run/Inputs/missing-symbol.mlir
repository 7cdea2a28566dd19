llvm.func @calls_undefined() {
  llvm.call @not_defined_anywhere() : () -> ()
  llvm.return
}
llvm.func @not_defined_anywhere()
