// dot_general operands of different element types (accepted as upstream
// does, tests/dialect/upstream/dot_general_element_types.mlir) are converted
// to the accumulator of the result's element type, as for dot.
// RUN: stablehlo-translate-go --interpret --split-input-file %s | FileCheck %s
// CHECK-NOT: error

func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xbf16>
  %b = stablehlo.constant dense<[[1.0, 0.5], [0.25, 2.0]]> : tensor<2x2xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xbf16>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %0, dense<[[1.5, 4.5], [4.0, 9.5]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<[[-1, 2], [3, -4]]> : tensor<2x2xi8>
  %b = stablehlo.constant dense<[[200, 1], [2, 100]]> : tensor<2x2xui8>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xi8>, tensor<2x2xui8>) -> tensor<2x2xi32>
  check.expect_eq_const %0, dense<[[-196, 199], [592, -397]]> : tensor<2x2xi32>
  func.return
}
