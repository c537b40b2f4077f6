// Violations of the constraints of chlo.ragged_dot.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @ragged_dot_dim_out_of_range(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{lhs_contracting_dimensions has dimension 2 out of range [0, 2)}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_dims_not_disjoint(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{rhs_group_dimensions repeats dimension 1}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_contracting_size(%lhs: tensor<11x4xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{expects lhs contracting dimension 1 and rhs contracting dimension 1 to have the same size}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x4xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_batching_count(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %g: tensor<3xi64>) -> tensor<2x11x7xf32> {
  // expected-error @+1 {{expects the same number of lhs and rhs batching dimensions, but got 1 and 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<3xi64>) -> tensor<2x11x7xf32>
  func.return %0 : tensor<2x11x7xf32>
}

// -----

func.func @ragged_dot_two_ragged_dims(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{expects exactly one lhs_ragged_dimensions, but got 2}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_group_sizes(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<4xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{expects group_sizes to have 3 groups, the size of rhs group dimension 0, but got 'tensor<4xi64>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<4xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_result_shape(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x3xf32> {
  // expected-error @+1 {{expects result dimension 1 to have size 7, but got 'tensor<11x3xf32>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x3xf32>
  func.return %0 : tensor<11x3xf32>
}

// -----

func.func @ragged_dot_precision(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{expects precision_config to have at most 2 elements, but got 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>, precision_config = [#chlo<precision HIGH>, #chlo<precision HIGH>, #chlo<precision DEFAULT>]} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}
