// The verifier, as upstream's, relates nothing of torch_index_select
// (tests/dialect/upstream/torch_index_select.mlir); the legalization to
// gather reports, at the op, what does not fit.
// RUN: stablehlo-opt-go %s --split-input-file --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops))' --verify-diagnostics

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @dim_out_of_range(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{cannot legalize stablehlo.torch_index_select: dim 2 and batch_dims 0 are invalid for operand rank 2 and index rank 1}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @result_shape(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{result type tensor<3x5xf32> does not match the selection [2 5] of tensor<4x5xf32>}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @result_element_type(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<2x5xi32> {
  // expected-error @+1 {{result type tensor<2x5xi32> does not match the selection [2 5] of tensor<4x5xf32>}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xi32>
  func.return %0 : tensor<2x5xi32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @float_index(%a: tensor<4x5xf32>, %i: tensor<2xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{index of type tensor<2xf32> is not an integer tensor}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
