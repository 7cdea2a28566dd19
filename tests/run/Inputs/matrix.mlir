// A 2x3 matrix [1 .. 6] transposed with LLVM's matrix intrinsic, which only
// LLVM's matrix lowering (-enable-matrix) turns into code.  Element 1 of the
// result is 3 when the flat vector is read column by column (LLVM's default
// layout), 4 when read row by row.
llvm.func @main() -> i32 {
  %v = llvm.mlir.constant(dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>) : vector<6xi32>
  %t = llvm.intr.matrix.transpose %v {rows = 2 : i32, columns = 3 : i32} : vector<6xi32> into vector<6xi32>
  %i = llvm.mlir.constant(1 : i64) : i64
  %e = llvm.extractelement %t[%i : i64] : vector<6xi32>
  llvm.return %e : i32
}
