// Upstream's verifier checks nothing of torch_index_select beyond its
// operands and result being tensors: not dim and batch_dims, not the
// index's element type, not the result type. The legalization to gather
// (tests/passes/torch_index_select_invalid.mlir) and the interpreter
// (tests/interpret/torch_index_select_invalid.mlir) report what does not
// fit, at the op.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @dim_out_of_range(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

func.func @batch_dims_past_dim(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 1 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

func.func @result_shape(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<3x5xf32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @result_element_type(%a: tensor<4x5xf32>, %i: tensor<2xi32>) -> tensor<2x5xi32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xi32>
  func.return %0 : tensor<2x5xi32>
}

// -----

func.func @float_index(%a: tensor<4x5xf32>, %i: tensor<2xf32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
