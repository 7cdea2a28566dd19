// The transform below fails once per linalg.generic it is applied to: the same
// error, twice on one line, met by one expected-error.
#id = affine_map<(d0) -> (d0)>

func.func @add(%a: memref<?xf32>, %b: memref<?xf32>) {
  // expected-note @below {{when applied to this op}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

func.func @sub(%a: memref<?xf32>, %b: memref<?xf32>) {
  // expected-note @below {{when applied to this op}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to apply}}
    %named = transform.structured.specialize %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
