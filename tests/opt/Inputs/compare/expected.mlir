// Every diagnostic here is expected: --verify-diagnostics succeeds.
func.func @mismatch(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match}}
  return %a : i64
}

// -----

func.func @unregistered() {
  // expected-error @below {{operation being parsed with an unregistered dialect}}
  %0 = "mystery.op"() : () -> i32
  return
}

// -----

// expected-error-re @+1 {{'func.func' op {{[a-z ]+}} public visibility}}
func.func @declaration()

// -----

func.func @above() -> i32 {
  return
  // expected-error @above {{has 0 operands, but enclosing function (@above) returns 1}}
}

// -----

func.func @same_line() -> i32 {
  %c = arith.constant 1 : i64
  return %c : i64 // expected-error {{type of return operand 0}}
}

// -----

func.func @fine() {
  return
}
