// A transform library that does not parse, without an expectation.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %arg0 "no comma before this" : !transform.any_op
  }
}
