// Shape operands of dynamic_broadcast_in_dim and dynamic_reshape are
// statically shaped, as upstream requires.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @broadcast_static(%x: tensor<?xf32>, %d: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %d, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @broadcast_dynamic(%x: tensor<?xf32>, %d: tensor<?xindex>) -> tensor<?x?xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %d, dims = [1] : (tensor<?xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_static(%x: tensor<?x4xf32>, %s: tensor<1xi64>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @reshape_dynamic(%x: tensor<?x4xf32>, %s: tensor<?xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x4xf32>, tensor<?xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @reshape_dynamic_generic(%x: tensor<?x4xf32>, %s: tensor<?xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<?x4xf32>, tensor<?xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
