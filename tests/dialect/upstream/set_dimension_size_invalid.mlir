// set_dimension_size rejects what upstream rejects: a size that is not a
// 0-dimensional i32 tensor, a dimension out of range, and a result that is
// not compatible with the operand whose dimension became dynamic (a static
// size must fit the dimension's bound).
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @size_type(%x: tensor<4x2xf32>, %n: tensor<i64>) {
  // expected-error @+1 {{operand #1 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i64>'}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i64>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @size_rank(%x: tensor<4x2xf32>, %n: tensor<1xi32>) {
  // expected-error @+1 {{expects a 0-dimensional size, but got 'tensor<1xi32>'}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<1xi32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @dimension_negative(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.set_dimension_size"(%x, %n) {dimension = -1 : i64} : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @dimension_range(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{expects dimension in [0, 2), but got 2}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 2 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @result_over_bound(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{expects a result compatible with 'tensor<4x?xf32, #stablehlo.bounds<?, 2>>', but got 'tensor<4x3xf32>'}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @result_other_dimension(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{expects a result compatible with 'tensor<4x?xf32, #stablehlo.bounds<?, 2>>', but got 'tensor<5x2xf32>'}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @result_element_type(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{expects a result compatible with 'tensor<4x?xf32, #stablehlo.bounds<?, 2>>', but got 'tensor<4x2xf16>'}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf16>
  func.return
}

// -----

func.func @result_rank(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{expects a result compatible with 'tensor<4x?xf32, #stablehlo.bounds<?, 2>>', but got 'tensor<4x2x1xf32>'}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2x1xf32>
  func.return
}

// -----

func.func @constant_size_other_than_bound(%x: tensor<4x2xf32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  // A constant size below the bound leaves the dimension dynamic; 1 does
  // not fit it either way.
  // expected-error @+1 {{expects a result compatible with 'tensor<4x?xf32, #stablehlo.bounds<?, 2>>', but got 'tensor<4x3xf32>'}}
  %0 = stablehlo.set_dimension_size %x, %c, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x3xf32>
  func.return
}
