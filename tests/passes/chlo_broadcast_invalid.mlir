// The verifier, as upstream's, accepts CHLO broadcasting ops whose operands
// do not broadcast (tests/dialect/upstream/chlo_broadcast_shapes.mlir); the
// legalization reports them at the op.
// RUN: stablehlo-opt-go %s --split-input-file --pass-pipeline='builtin.module(func.func(chlo-legalize-to-stablehlo))' --verify-diagnostics

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @sizes_conflict(%a: tensor<4x3xf32>, %b: tensor<2xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{cannot legalize chlo.broadcast_add: operand 1 of type tensor<2xf32> does not broadcast to tensor<4x3xf32>}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @rank(%a: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<4x4x3xf32> {
  // expected-error @+1 {{result of type tensor<4x4x3xf32> does not have the operands' broadcast rank 2}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x4x3xf32>
  func.return %0 : tensor<4x4x3xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @dims_out_of_range(%a: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{operand 1 of type tensor<4xf32> does not broadcast to tensor<4x3xf32>}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @dims_count(%a: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{broadcast_dimensions [] do not fit operand 1 of type tensor<4xf32>}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @dims_equal_ranks(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{broadcast_dimensions [1 0] do not fit operand 0 of type tensor<3x3xf32>}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 0>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @dims_repeated(%a: tensor<3x3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3x3x3xf32> {
  // expected-error @+1 {{broadcast_dimensions [1 1] repeat dimension 1}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 1>} : (tensor<3x3x3xf32>, tensor<3x3xf32>) -> tensor<3x3x3xf32>
  func.return %0 : tensor<3x3x3xf32>
}

// -----

// expected-error @+1 {{1 operation(s) could not be rewritten}}
func.func @select(%p: tensor<2xi1>, %a: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{operand 0 of type tensor<2xi1> does not broadcast to tensor<4x3xf32>}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<2xi1>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}
