// Run-time checks of dynamic_conv, whose window attributes (with a padding
// that is not a constant) and result type the verifier leaves alone.

func.func @zero_stride() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x4x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<3x3x1x1xf32>
  %c = stablehlo.constant dense<0> : tensor<2x2xi64>
  %pad = stablehlo.add %c, %c : tensor<2x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 0>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return
}

// -----

func.func @wrong_result() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x4x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<3x3x1x1xf32>
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x3x1xf32>
  func.return
}
