// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics
// RUN: not stablehlo-opt-go %S/Inputs/unmet_expectation.mlir --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=UNMET
// RUN: not stablehlo-opt-go %S/Inputs/unexpected_error.mlir --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=UNEXPECTED

// UNMET: unmet_expectation.mlir:4: error: expected error "this never happens" was not produced
// UNEXPECTED: unexpected_error.mlir:{{[0-9]+}}:{{[0-9]+}}: error: unexpected error:

func.func @mismatch(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @bad_compare(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{}}
  %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// A chunk with no diagnostics at all.
func.func @ok() {
  func.return
}
