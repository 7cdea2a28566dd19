// 2-D convolution, NHWC input, HWCF filter, stride 1, no padding:
// 2x18x18x8 input, 3x3x8x16 filter -> 2x16x16x16.
func.func @conv(%I: tensor<2x18x18x8xf32>, %F: tensor<3x3x8x16xf32>) -> tensor<2x16x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x16x16x16xf32>
  %O = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
  %R = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%I, %F : tensor<2x18x18x8xf32>, tensor<3x3x8x16xf32>) outs(%O : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
  return %R : tensor<2x16x16x16xf32>
}
