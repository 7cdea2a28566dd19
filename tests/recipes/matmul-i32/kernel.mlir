// C = A * B on tensors: 64x64 times 64x64, i32.
func.func @matmul(%A: tensor<64x64xi32>, %B: tensor<64x64xi32>) -> tensor<64x64xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<64x64xi32>
  %C = linalg.fill ins(%zero : i32) outs(%empty : tensor<64x64xi32>) -> tensor<64x64xi32>
  %R = linalg.matmul ins(%A, %B : tensor<64x64xi32>, tensor<64x64xi32>) outs(%C : tensor<64x64xi32>) -> tensor<64x64xi32>
  return %R : tensor<64x64xi32>
}
