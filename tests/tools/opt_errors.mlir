// RUN: not stablehlo-opt-go %s --split-input-file 2>&1 | FileCheck %s

// A malformed operation.
// CHECK: opt_errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}
func.func @malformed(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// A program that fails verification: mismatched operand types.
// CHECK: opt_errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}
func.func @mismatch(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// The valid case in between still prints.
// CHECK: func.func @fine
func.func @fine() {
  func.return
}
