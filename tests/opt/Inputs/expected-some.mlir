// Three parts, each with a verifier error: the first is expected, the second
// is not, the third is expected as a warning.
// expected-error @+2 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
func.func @f() -> i32 {
  return
}

// -----

func.func @g() -> i32 {
  return
}

// -----

func.func @h() -> i64 {
  // expected-warning @+1 {{has 0 operands}}
  return
}
