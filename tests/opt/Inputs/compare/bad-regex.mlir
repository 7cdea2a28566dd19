// Expectations whose regular expression is unterminated or does not
// compile, each reported with its line.
// expected-error-re {{{{abc}}
// -----
// expected-error-re {{ {{(}} }}
// -----
// expected-error-re {{ {{[a}} }}
// -----
// expected-error-re {{ {{a{1}} }}
// -----
// expected-error-re {{ {{[b-a]}} }}
// -----
// expected-error-re {{ {{[[:nope:]]}} }}
// -----
func.func @f() -> i32 {
  // expected-error-re@+1 {{'func.return' op has 0 operands, but enclosing function (@{{.*}}) returns 1}}
  return
}
