// chlo.ragged_dot becomes one dot_general per group, masked to the rows of
// the group and summed; the rewritten program computes the ragged dot.
// RUN: stablehlo-opt-go --chlo-legalize-to-stablehlo %s | FileCheck %s
// RUN: stablehlo-opt-go --chlo-legalize-to-stablehlo %s | stablehlo-translate-go --interpret
// The new ops keep the location of the ragged dot.
// RUN: stablehlo-opt-go --chlo-legalize-to-stablehlo --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @main
// CHECK-NOT: chlo.ragged_dot
// CHECK: stablehlo.iota dim = 0 : tensor<4x2xi64>
// CHECK: stablehlo.slice
// CHECK: stablehlo.reshape
// CHECK: stablehlo.dot_general
// CHECK-SAME: contracting_dims = [1] x [0]
// CHECK: stablehlo.compare GE
// CHECK: stablehlo.compare LT
// CHECK: stablehlo.and
// CHECK: stablehlo.select
// CHECK: stablehlo.add
// CHECK-NOT: chlo.ragged_dot
// CHECK: check.expect_almost_eq_const
// LOC: stablehlo.dot_general {{.*}} loc([[RD:#loc[0-9]+]])
// LOC: stablehlo.select {{.*}} loc([[RD]])
// LOC: [[RD]] = loc("ragged")
func.func @main() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %rhs = stablehlo.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[2.0, 0.0], [0.0, 2.0]], [[0.0, 1.0], [1.0, 0.0]]]> : tensor<3x2x2xf32>
  // Group 0 is row 0, group 1 is empty, group 2 is rows 1 and 2; row 3 is
  // past every group.
  %sizes = stablehlo.constant dense<[1, 0, 2]> : tensor<3xi64>
  %result = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<4x2xf32>, tensor<3x2x2xf32>, tensor<3xi64>) -> tensor<4x2xf32> loc("ragged")
  check.expect_almost_eq_const %result, dense<[[1.0, 2.0], [4.0, 3.0], [6.0, 5.0], [0.0, 0.0]]> : tensor<4x2xf32>
  func.return
}

