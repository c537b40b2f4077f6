// reshape and broadcast_in_dim results may have one bounded dynamic
// dimension (#stablehlo.bounds), as upstream allows; other dynamic results
// stay rejected.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @reshape_bounded(%x: tensor<?x4xf32, #stablehlo.bounds<3, ?>>, %y: tensor<12xf32>) -> (tensor<?xf32, #stablehlo.bounds<12>>, tensor<2x?xf32, #stablehlo.bounds<?, 6>>) {
  %0 = stablehlo.reshape %x : (tensor<?x4xf32, #stablehlo.bounds<3, ?>>) -> tensor<?xf32, #stablehlo.bounds<12>>
  %1 = stablehlo.reshape %y : (tensor<12xf32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 6>>
  func.return %0, %1 : tensor<?xf32, #stablehlo.bounds<12>>, tensor<2x?xf32, #stablehlo.bounds<?, 6>>
}

// -----

func.func @broadcast_in_dim_bounded(%x: tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 3>> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 3>>
  func.return %0 : tensor<2x?xf32, #stablehlo.bounds<?, 3>>
}

// -----

func.func @reshape_unbounded(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{result #0 must be statically shaped or single bounded dimension tensor}}
  %0 = stablehlo.reshape %x : (tensor<?x4xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @reshape_two_bounded(%x: tensor<?x?xf32, #stablehlo.bounds<3, 4>>) -> tensor<?x?xf32, #stablehlo.bounds<4, 3>> {
  // expected-error @+1 {{result #0 must be statically shaped or single bounded dimension tensor}}
  %0 = stablehlo.reshape %x : (tensor<?x?xf32, #stablehlo.bounds<3, 4>>) -> tensor<?x?xf32, #stablehlo.bounds<4, 3>>
  func.return %0 : tensor<?x?xf32, #stablehlo.bounds<4, 3>>
}

// -----

func.func @broadcast_in_dim_partly_bounded(%x: tensor<?xf32>) -> tensor<?x?xf32, #stablehlo.bounds<?, 3>> {
  // expected-error @+1 {{result #0 must be statically shaped or single bounded dimension tensor}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<?xf32>) -> tensor<?x?xf32, #stablehlo.bounds<?, 3>>
  func.return %0 : tensor<?x?xf32, #stablehlo.bounds<?, 3>>
}
