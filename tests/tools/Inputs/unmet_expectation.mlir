// Nothing here is wrong, so the expectation below is not met.
func.func @fine(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  // expected-error @-1 {{this never happens}}
  func.return %0 : tensor<2xf32>
}
