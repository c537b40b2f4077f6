// Upstream rejects `applies` with an op that is not commutative.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @subtract(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a commutative binary op of the stablehlo dialect after 'applies', but got 'stablehlo.subtract'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.subtract across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @divide(%x: tensor<2x3xi32>, %z: tensor<i32>) -> tensor<2xi32> {
  // expected-error @+1 {{expected a commutative binary op of the stablehlo dialect after 'applies', but got 'stablehlo.divide'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.divide across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
