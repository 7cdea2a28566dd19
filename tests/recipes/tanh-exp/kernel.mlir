// Elementwise math.tanh and math.exp of 4096 f32 values: two results.
#id = affine_map<(i) -> (i)>
func.func @tanh_exp(%X: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %e = tensor.empty() : tensor<4096xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%X : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.tanh %x : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<4096xf32>
  %x2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%X : tensor<4096xf32>) outs(%e2 : tensor<4096xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.exp %x : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  return %t, %x2 : tensor<4096xf32>, tensor<4096xf32>
}
