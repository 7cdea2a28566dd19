// A verifier error on an operation: what -mlir-print-op-on-diagnostic adds to.
func.func @f() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}
