// A transform library that does not parse, and says so in a comment.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected ','}}
    transform.debug.emit_remark_at %arg0 "no comma before this" : !transform.any_op
  }
}
