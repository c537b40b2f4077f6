// Operands of a CHLO broadcasting op that do not broadcast (conflicting
// sizes, broadcast_dimensions of the wrong count, out of range, or not the
// identity between operands of equal rank) leave the result unconstrained
// in upstream's verifier, whose type inference gives an unranked result for
// them. The CHLO legalization and the interpreter report them
// (tests/passes/chlo_broadcast_invalid.mlir,
// tests/interpret/chlo_broadcast_invalid.mlir).
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @sizes_conflict(%a: tensor<4x3xf32>, %b: tensor<2xf32>) -> tensor<4x3xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<4x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

func.func @sizes_conflict_any_result(%a: tensor<4x3xf32>, %b: tensor<2xf32>) -> tensor<7x7x7xi1> {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4x3xf32>, tensor<2xf32>) -> tensor<7x7x7xi1>
  func.return %0 : tensor<7x7x7xi1>
}

// -----

func.func @dims_out_of_range(%a: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<9xf32> {
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<9xf32>
  func.return %0 : tensor<9xf32>
}

// -----

func.func @dims_count(%a: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<4x3xf32> {
  %0 = chlo.broadcast_multiply %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

func.func @dims_equal_ranks(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = chlo.broadcast_add %a, %0 {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  func.return %1 : tensor<4x3xf32>
}

// -----

func.func @select_sizes_conflict(%p: tensor<2xi1>, %a: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<5xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<2xi1>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// The element types are still checked.
func.func @element_type(%a: tensor<4x3xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{expects operands and result of one element type}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4x3xf32>, tensor<2xf32>) -> tensor<7x7x7xi32>
  func.return
}
