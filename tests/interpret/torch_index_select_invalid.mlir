// The verifier, as upstream's, relates nothing of torch_index_select
// (tests/dialect/upstream/torch_index_select.mlir); the interpreter reports,
// at the op, what does not fit.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s
// CHECK-NOT: panic

// CHECK: torch_index_select_invalid.mlir:[[@LINE+4]]:8: error: stablehlo.torch_index_select: dim 2 and batch_dims 0 are invalid for operand rank 2 and index rank 1
func.func @main() -> tensor<2x5xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x5xf32>
  %i = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

// CHECK: torch_index_select_invalid.mlir:[[@LINE+4]]:8: error: stablehlo.torch_index_select: dimension 0 of the result is 2, but the result type tensor<3x5xf32> says 3
func.func @main() -> tensor<3x5xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x5xf32>
  %i = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

// CHECK: torch_index_select_invalid.mlir:[[@LINE+4]]:8: error: stablehlo.torch_index_select: operand has element type f32, want i32
func.func @main() -> tensor<2x5xi32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x5xf32>
  %i = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xi32>
  func.return %0 : tensor<2x5xi32>
}

// -----

// CHECK: torch_index_select_invalid.mlir:[[@LINE+4]]:8: error: stablehlo.torch_index_select: expected an integer index tensor, got tensor<2xf32>
func.func @main() -> tensor<2x5xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4x5xf32>
  %i = stablehlo.constant dense<[3.0, 1.0]> : tensor<2xf32>
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
