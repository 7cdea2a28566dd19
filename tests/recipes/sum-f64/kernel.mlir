// The sum of 10^6 f64 values, returned as a scalar.
func.func @sum(%X: tensor<1000000xf64>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<f64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %s = linalg.reduce ins(%X : tensor<1000000xf64>) outs(%init : tensor<f64>) dimensions = [0]
    (%x: f64, %acc: f64) {
      %r = arith.addf %x, %acc : f64
      linalg.yield %r : f64
    }
  %v = tensor.extract %s[] : tensor<f64>
  return %v : f64
}
