// The verifier accepts every comparison type with every element type, as
// upstream's does; the interpreter runs only the pairs the spec's C3
// defines and reports the others at the comparison.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s

// CHECK: compare_type_unsupported.mlir:[[@LINE+3]]:8: error: stablehlo.compare: comparison type SIGNED on element type f32 is not supported: the spec defines FLOAT or TOTALORDER
func.func @main() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %0 = stablehlo.compare LT, %a, %a, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// CHECK: compare_type_unsupported.mlir:[[@LINE+3]]:8: error: stablehlo.compare: comparison type UNSIGNED on element type i8 is not supported: the spec defines SIGNED
func.func @main() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1, -2]> : tensor<2xi8>
  %0 = stablehlo.compare LT, %a, %a, UNSIGNED : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}
