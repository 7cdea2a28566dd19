// The diagnostics of a translation, all expected.
llvm.func @fine() {
  llvm.return
}

// -----

// expected-error @+1 {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func @not_llvm() {
  return
}

// -----

llvm.func @unregistered() {
  // expected-error @+1 {{unregistered dialect}}
  %0 = "mystery.op"() : () -> i32
  llvm.return
}

// -----

// expected-error @+1 {{never produced}}
llvm.func @fine_again() {
  llvm.return
}
