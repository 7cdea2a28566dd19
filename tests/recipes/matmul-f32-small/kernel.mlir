// C = A * B on tensors: 48x80 times 80x64, f32.
func.func @matmul(%A: tensor<48x80xf32>, %B: tensor<80x64xf32>) -> tensor<48x64xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<48x64xf32>
  %C = linalg.fill ins(%zero : f32) outs(%empty : tensor<48x64xf32>) -> tensor<48x64xf32>
  %R = linalg.matmul ins(%A, %B : tensor<48x80xf32>, tensor<80x64xf32>) outs(%C : tensor<48x64xf32>) -> tensor<48x64xf32>
  return %R : tensor<48x64xf32>
}
