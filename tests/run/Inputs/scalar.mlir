llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @f() -> f32 {
  %0 = llvm.mlir.constant(2.5 : f32) : f32
  llvm.return %0 : f32
}
llvm.func @g() -> i64 {
  %0 = llvm.mlir.constant(-5 : i64) : i64
  llvm.return %0 : i64
}
llvm.func @v() {
  llvm.return
}
llvm.func @args(%a: i32) -> i32 {
  llvm.return %a : i32
}
