; A function LLVM IR import reads without complaint.
define void @foo() {
  ret void
}
