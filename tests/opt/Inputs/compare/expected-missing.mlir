// One expectation is never met, one diagnostic is not expected:
// --verify-diagnostics must fail and say both.
func.func @fine() {
  // expected-error @+1 {{this never happens}}
  return
}

// -----

func.func @mismatch(%a: i64) -> i32 {
  // expected-warning @+1 {{type of return operand 0}}
  return %a : i64
}

// -----

func.func @nothing_expected() -> i32 {
  return
}
