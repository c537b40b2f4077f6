// Violations of the constraints of the chlo ops JAX emits.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @unary_shape(%x: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @unary_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 must be}}
  %0 = chlo.lgamma %x : tensor<4xi32> -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// As upstream's, square takes floats and complex numbers only.
func.func @square_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 must be tensor of}}
  %0 = chlo.square %x : tensor<4xi32> -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

func.func @top_k_too_large(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{expects k <= 4, the size of the operand's last dimension, but got 5}}
  %v, %i = chlo.top_k(%x, k = 5) : tensor<3x4xf32> -> (tensor<3x5xf32>, tensor<3x5xi32>)
  func.return
}

// -----

func.func @top_k_shape(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{expects values of shape [3, 2]}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<3x4xf32> -> (tensor<3x3xf32>, tensor<3x2xi32>)
  func.return
}

// -----

func.func @top_k_index_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects indices of element type i32}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi64>)
  func.return
}

// -----

// A dynamic size takes the other operand's size when that is above 1.
func.func @broadcast_dynamic(%a: tensor<?x3xf32>, %b: tensor<4x1xf32>) {
  // expected-error @+1 {{expects result dimension 1 to have size 3}}
  %0 = chlo.broadcast_add %a, %b : (tensor<?x3xf32>, tensor<4x1xf32>) -> tensor<4x5xf32>
  func.return
}

// -----

func.func @broadcast_result(%a: tensor<4x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects result dimension 0 to have size 4}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<5x3xf32>
  func.return
}

// -----

func.func @broadcast_dims(%a: tensor<4x3xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{expects result dimension 1 to have size 3, but got 'tensor<4x4xf32>'}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @broadcast_select_rank(%p: tensor<i1>, %a: tensor<4x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects a result of rank 2, the broadcast rank of the operands, but got 'tensor<4x3x1xf32>'}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3x1xf32>
  func.return
}
