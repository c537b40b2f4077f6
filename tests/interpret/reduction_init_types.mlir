// Init values of reduce and reduce_window, and scatter updates, may have an
// element type other than the body's when it converts to it
// (tests/dialect/upstream/reduction_init_types.mlir): the interpreter
// converts them when the conversion is exact. An empty window_strides,
// base_dilations, window_dilations or padding is the default.
// RUN: stablehlo-translate-go --interpret --split-input-file %s | FileCheck %s
// CHECK-NOT: error

func.func @main() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %z = stablehlo.constant dense<-3> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi64>, tensor<i32>) -> tensor<2xi64>
  check.expect_eq_const %0, dense<[3, 12]> : tensor<2xi64>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %z = stablehlo.constant dense<100> : tensor<ui16>
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64>, base_dilations = array<i64>, window_dilations = array<i64>, padding = dense<> : tensor<0x2xi64>} : (tensor<3x2xi64>, tensor<ui16>) -> tensor<2x2xi64>
  check.expect_eq_const %0, dense<[[104, 106], [108, 110]]> : tensor<2x2xi64>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<[1.0, 3.0, 2.0, 4.0]> : tensor<4xf32>
  %s = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64>, padding = dense<> : tensor<0x2xi64>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %0, dense<[0.0, 3.0, 0.0, 3.0]> : tensor<4xf32>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
  %i = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi64>
  %u = stablehlo.constant dense<[-5, 7]> : tensor<2xi32>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi64>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<3xi64>
  check.expect_eq_const %0, dense<[10, 15, 37]> : tensor<3xi64>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
  %i = stablehlo.constant dense<[[0]]> : tensor<1x1xi64>
  %u = stablehlo.constant dense<[4000000000]> : tensor<1xui32>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi64>, tensor<1x1xi64>, tensor<1xui32>) -> tensor<3xi64>
  check.expect_eq_const %0, dense<[4000000000, 20, 30]> : tensor<3xi64>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %i = stablehlo.constant dense<[[2]]> : tensor<1x1xi64>
  %u = stablehlo.constant dense<[0.333251953]> : tensor<1xf16>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi64>, tensor<1xf16>) -> tensor<3xf32>
  check.expect_eq_const %0, dense<[1.0, 2.0, 3.333251953]> : tensor<3xf32>
  func.return
}
