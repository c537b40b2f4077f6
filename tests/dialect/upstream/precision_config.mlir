// Precision configs hold up to two values; upstream accepts a single one.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @dot_general_one(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGHEST] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_one(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = "stablehlo.dot"(%a, %b) {precision_config = [#stablehlo<precision HIGH>]} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @convolution_one(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @ragged_dot_one(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>, precision_config = [#chlo<precision HIGH>]} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @dot_general_three(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C11: expects at most 2 precision values, but got 3}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT, HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}
