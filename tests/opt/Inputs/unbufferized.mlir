func.func @f() -> tensor<2xf32> {
  %0 = "x.y"() : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
