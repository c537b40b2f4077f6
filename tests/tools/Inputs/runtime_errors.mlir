// Input of cli.test: expectations of stablehlo-translate-go
// --verify-diagnostics, for a verifier error and an interpreter error.
func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expects operands and result to have the same type}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // expected-error @+1 {{custom_call target "no_such_target" is not supported}}
  %1 = stablehlo.custom_call @no_such_target(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
