// result_accuracy tolerances agree with upstream: only TOLERANCE carries them.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @tolerance_mode(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 1.000000e-03, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @highest_zero(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tanh %a {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @highest_atol(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result_accuracy with mode HIGHEST must have zero atol, rtol and ulps}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @default_ulps(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result_accuracy with mode DEFAULT must have zero atol, rtol and ulps}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 3, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @negative(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result_accuracy tolerances must not be negative}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = -1.000000e-05, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
