// Upstream's verifier asks of the init values of reduce (C2) and
// reduce_window (C3), and of the updates of scatter (C6), only that their
// element type be promotable, in its looser sense (any integer signedness,
// float widths ignored), to the body's, where the spec asks for the inputs'
// element types. It also reads an empty window_strides, base_dilations,
// window_dilations or padding as the default, where the spec asks for one
// value per dimension. The interpreter converts init values and updates
// when the conversion is exact (tests/interpret/reduction_init_types.mlir)
// and reports the others at the op.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics
// The compact reduce form, as upstream's, has a body of the input's element
// type, whatever the init value's.
// RUN: stablehlo-opt-go %s --split-input-file --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "reduce_wider_init"
// CHECK: "stablehlo.reduce"
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>):
func.func @reduce_wider_init(%x: tensor<2x3xf32>, %z: tensor<f64>) -> tensor<2xf32> {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reduce_narrower_init(%x: tensor<2x3xi64>, %z: tensor<i32>) -> tensor<2xi64> {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi64>, tensor<i32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @reduce_window_init(%x: tensor<3x2xi64>, %z: tensor<i32>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<i32>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_empty_arrays(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64>, base_dilations = array<i64>, window_dilations = array<i64>, padding = dense<> : tensor<0x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @select_and_scatter_empty_arrays(%x: tensor<4xf32>, %s: tensor<3xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64>, padding = dense<> : tensor<0x2xi64>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @scatter_narrower_update(%x: tensor<3xi64>, %i: tensor<1x1xi64>, %u: tensor<1xi32>) -> tensor<3xi64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi64>, tensor<1x1xi64>, tensor<1xi32>) -> tensor<3xi64>
  func.return %0 : tensor<3xi64>
}

// -----

func.func @scatter_wider_float_update(%x: tensor<3xf32>, %i: tensor<1x1xi64>, %u: tensor<1xf64>) -> tensor<3xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi64>, tensor<1xf64>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// Integers of another signedness are promotable too.
func.func @scatter_unsigned_update(%x: tensor<3xi64>, %i: tensor<1x1xi64>, %u: tensor<1xui32>) -> tensor<3xi64> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi64>, tensor<1x1xi64>, tensor<1xui32>) -> tensor<3xi64>
  func.return %0 : tensor<3xi64>
}

