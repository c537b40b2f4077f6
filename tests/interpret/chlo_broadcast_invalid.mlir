// The verifier, as upstream's, accepts CHLO broadcasting ops whose operands
// do not broadcast (tests/dialect/upstream/chlo_broadcast_shapes.mlir); the
// interpreter reports them at the op.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s
// CHECK-NOT: panic

// CHECK: chlo_broadcast_invalid.mlir:[[@LINE+4]]:8: error: chlo.broadcast_add: operand shapes {{.*}} do not broadcast
func.func @main() -> tensor<4x3xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x3xf32>
  %b = stablehlo.constant dense<2.0> : tensor<2xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<4x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// CHECK: chlo_broadcast_invalid.mlir:[[@LINE+4]]:8: error: chlo.broadcast_add: broadcast_dimensions {{\[}}2] has dimension 2 out of range [0, 2)
func.func @main() -> tensor<9xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x3xf32>
  %b = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<9xf32>
  func.return %0 : tensor<9xf32>
}

// -----

// CHECK: chlo_broadcast_invalid.mlir:[[@LINE+4]]:8: error: chlo.broadcast_multiply: broadcast_dimensions has 2 entries for an operand of rank 1
func.func @main() -> tensor<4x3xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x3xf32>
  %b = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = chlo.broadcast_multiply %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// CHECK: chlo_broadcast_invalid.mlir:[[@LINE+4]]:8: error: chlo.broadcast_add: broadcast_dimensions {{\[}}1 0] between operands of equal rank is not the identity
func.func @main() -> tensor<3x3xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %b = stablehlo.constant dense<2.0> : tensor<3x3xf32>
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 0>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}

// -----

// CHECK: chlo_broadcast_invalid.mlir:[[@LINE+4]]:8: error: chlo.broadcast_add: broadcast_dimensions {{\[}}1 1] repeats dimension 1
func.func @main() -> tensor<3x3x3xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<3x3x3xf32>
  %b = stablehlo.constant dense<2.0> : tensor<3x3xf32>
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 1>} : (tensor<3x3x3xf32>, tensor<3x3xf32>) -> tensor<3x3x3xf32>
  func.return %0 : tensor<3x3x3xf32>
}

// -----

// A dynamic size meets the result's static one at run time.
// CHECK: chlo_broadcast_invalid.mlir:[[@LINE+6]]:8: error: chlo.broadcast_add: operand shapes {{.*}} broadcast to {{\[}}7 3], not to the result's {{\[}}4 3]
func.func @main() -> tensor<4x3xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<7x3xf32>
  %s = stablehlo.constant dense<[7, 3]> : tensor<2xi64>
  %a = stablehlo.dynamic_reshape %c, %s : (tensor<7x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %b = stablehlo.constant dense<2.0> : tensor<1x1xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<?x3xf32>, tensor<1x1xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}
