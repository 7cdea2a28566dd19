cxxhello.greet "world"
cxxhello.greet "mlir" {excited}
