// Two dense layers: relu(X W1 + b1) W2 + b2, X 16x64, W1 64x128, W2 128x10.
#bias = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%X: tensor<16x64xf32>, %W1: tensor<64x128xf32>, %b1: tensor<128xf32>,
               %W2: tensor<128x10xf32>, %b2: tensor<10xf32>) -> tensor<16x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x128xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %h = linalg.matmul ins(%X, %W1 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%z1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %a = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<16x128xf32>, tensor<128xf32>) outs(%e1 : tensor<16x128xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x128xf32>
  %e2 = tensor.empty() : tensor<16x10xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x10xf32>) -> tensor<16x10xf32>
  %y = linalg.matmul ins(%a, %W2 : tensor<16x128xf32>, tensor<128x10xf32>) outs(%z2 : tensor<16x10xf32>) -> tensor<16x10xf32>
  %out = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %b2 : tensor<16x10xf32>, tensor<10xf32>) outs(%e2 : tensor<16x10xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x10xf32>
  return %out : tensor<16x10xf32>
}
