// The ops PyTorch exporters emit beyond the spec (see torch_exports.mlir)
// fail with located errors on bad input: a dense_resource constant whose blob
// is missing, custom_call @mhlo.erf on integers.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s

// CHECK: torch_exports_errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error: stablehlo.constant: dense_resource<absent> : tensor<2xf32> has no blob (elided, or missing from the file's dialect_resources section)
func.func @main() -> tensor<2xf32> {
  %w = stablehlo.constant dense_resource<absent> : tensor<2xf32>
  func.return %w : tensor<2xf32>
}

// -----

// CHECK: torch_exports_errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error: stablehlo.custom_call: mhlo.erf: operand has type tensor<2xi32>, want a tensor of floats
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.custom_call @mhlo.erf(%x) : (tensor<2xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
