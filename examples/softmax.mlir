// Softmax over the last dimension of a 2x4 batch, as JAX exports it:
// subtract the row maximum, exponentiate, divide by the row sum.
func.func @main() -> tensor<2x4xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 1.0, 10.0]]> : tensor<2x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
  %shifted = stablehlo.subtract %x, %maxb : tensor<2x4xf32>
  %e = stablehlo.exponential %shifted : tensor<2x4xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
  %y = stablehlo.divide %e, %sumb : tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}
