// The chlo dialect: chlo.ragged_dot and its attributes print back as they
// are written.
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s

// CHECK-LABEL: func.func @ragged_dot_mode_1
// CHECK: "chlo.ragged_dot"(%arg0, %arg1, %arg2)
// CHECK-SAME: precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
// CHECK-SAME: ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
// CHECK-SAME: (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
func.func @ragged_dot_mode_1(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>,
                             %group_sizes: tensor<3xi64>) -> tensor<11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// CHECK-LABEL: func.func @ragged_dot_mode_1_batching
// CHECK: "chlo.ragged_dot"
// CHECK-SAME: #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
// CHECK-SAME: -> tensor<2x11x7xf32>
func.func @ragged_dot_mode_1_batching(%lhs: tensor<2x11x5xf32>,
                                      %rhs: tensor<3x2x5x7xf32>,
                                      %group_sizes: tensor<3xi64>)
    -> tensor<2x11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1],
      rhs_group_dimensions = [0]
    >
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<3xi64>)
    -> tensor<2x11x7xf32>
  func.return %0 : tensor<2x11x7xf32>
}
