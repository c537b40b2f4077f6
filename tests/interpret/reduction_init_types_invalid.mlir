// Init values and scatter updates that upstream's verifier accepts but that
// do not convert exactly to the body's element type (narrower floats,
// integers of another signedness that do not fit) stop the run with a
// located error (tests/interpret/reduction_init_types.mlir has the exact
// ones).
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s
// CHECK-NOT: panic

// CHECK: reduction_init_types_invalid.mlir:[[@LINE+4]]:8: error: stablehlo.reduce: init value 0 has element type f64, which does not convert exactly to the body's f32
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %z = stablehlo.constant dense<0.1> : tensor<f64>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: reduction_init_types_invalid.mlir:[[@LINE+4]]:8: error: stablehlo.reduce_window: init value 0 has element type i32, which does not convert exactly to the body's ui64
func.func @main() -> tensor<2x2xui64> {
  %x = stablehlo.constant dense<1> : tensor<3x2xui64>
  %z = stablehlo.constant dense<-1> : tensor<i32>
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<ui64>, %b: tensor<ui64>):
    %s = stablehlo.add %a, %b : tensor<ui64>
    stablehlo.return %s : tensor<ui64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xui64>, tensor<i32>) -> tensor<2x2xui64>
  func.return %0 : tensor<2x2xui64>
}

// -----

// CHECK: reduction_init_types_invalid.mlir:[[@LINE+5]]:8: error: stablehlo.scatter: update 0 has element type ui64, which does not convert exactly to input 0's i64
func.func @main() -> tensor<3xi64> {
  %x = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
  %i = stablehlo.constant dense<[[0]]> : tensor<1x1xi64>
  %u = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi64>, tensor<1x1xi64>, tensor<1xui64>) -> tensor<3xi64>
  func.return %0 : tensor<3xi64>
}
