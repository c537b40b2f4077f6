// Bad input ends with a located diagnostic and a non-zero exit, never a
// crash or a hang.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error:
func.func @main() {
  %0 = stablehlo.constant dense<[1, 2> : tensor<2xi32>
  func.return
}

// -----

// A tensor too large to allocate.
// CHECK: errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error: stablehlo.iota: {{.*}}tensor too large
func.func @main() -> tensor<100000x100000x1000xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<100000x100000x1000xf32>
  func.return %0 : tensor<100000x100000x1000xf32>
}

// -----

// Verification failure.
// CHECK: errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error:
func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// An unknown custom_call target fails when executed, naming the target.
// CHECK: errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: stablehlo.custom_call: {{.*}}no_such_target
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = stablehlo.custom_call @no_such_target(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// No entry function to choose.
// CHECK: has no @main and 2 public functions
func.func @f() {
  func.return
}
func.func @g() {
  func.return
}
