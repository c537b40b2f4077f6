// An error with no expectation.
func.func @mismatch(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
