// Ops that PyTorch exporters emit beyond the spec: PyTorch/XLA's exact GELU
// as custom_call @mhlo.erf, torch-mlir's weights as dense_resource constants
// (bytes in the dialect_resources section below) and arith.constant.
// RUN: stablehlo-translate-go --interpret --interpreter-print-dense --split-input-file %s | FileCheck %s

// erf(0), erf(0.5), erf(-1), erf(2) rounded to f32 (math.erf: 0, 0.52049988,
// -0.84270079, 0.99532227), the same through custom_call and chlo.erf.
// CHECK: dense<[0.000000e+00, 0.520499885, -0.842700779, 0.995322287]> : tensor<4xf32>
// CHECK-NEXT: dense<[0.000000e+00, 0.520499885, -0.842700779, 0.995322287]> : tensor<4xf32>
func.func @main() -> (tensor<4xf32>, tensor<4xf32>) {
  %x = stablehlo.constant dense<[0.0, 0.5, -1.0, 2.0]> : tensor<4xf32>
  %0 = stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// w = [[1.5, -2], [0.25, 8]] (f32 bits 3FC00000 C0000000 3E800000 41000000),
// b = [1, -1] as i64; y = w + convert(b) and arith.constant's 10.
// CHECK: dense<{{\[}}[2.500000e+00, -3.000000e+00], [1.250000e+00, 7.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT: dense<10> : tensor<1xi64>
func.func @main() -> (tensor<2x2xf32>, tensor<3xi1>, tensor<1xi64>) {
  %w = stablehlo.constant dense_resource<w> : tensor<2x2xf32>
  %b = arith.constant dense_resource<b> : tensor<2xi64>
  %m = stablehlo.constant dense_resource<m> : tensor<3xi1>
  %ten = arith.constant dense<10> : tensor<1xi64>
  %bf = stablehlo.convert %b : (tensor<2xi64>) -> tensor<2xf32>
  %bb = stablehlo.broadcast_in_dim %bf, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
  %y = stablehlo.add %w, %bb : tensor<2x2xf32>
  func.return %y, %m, %ten : tensor<2x2xf32>, tensor<3xi1>, tensor<1xi64>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000C03F000000C00000803E00000041",
      b: "0x080000000100000000000000FFFFFFFFFFFFFFFF",
      m: "0x01000000010001"
    }
  }
#-}
