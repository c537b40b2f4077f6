// Input of translate_inputs.test: two parts whose results have the same
// names.
func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
