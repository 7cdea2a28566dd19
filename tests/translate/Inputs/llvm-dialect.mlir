// LLVM dialect: what --mlir-to-llvmir reads, not --mlir-to-cpp.
llvm.func @identity(%a: i32) -> i32 {
  llvm.return %a : i32
}
