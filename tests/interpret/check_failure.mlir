// A failed check names its location, the first differing index and both
// values, and fails the run; other cases of a split file still run.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out

// ERR: check_failure.mlir:[[@LINE+6]]:3: error: check.expect_eq_const: check failed at index [1{{,?}} 0]: expected 5, got 3
// OUT: Evaluated results of function: passes
func.func @fails() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[0, 0], [0, 0]]> : tensor<2x2xi32>
  %c = stablehlo.add %a, %b : tensor<2x2xi32>
  check.expect_eq_const %c, dense<[[1, 2], [5, 4]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @passes() {
  %a = stablehlo.constant dense<[250, 7]> : tensor<2xui8>
  %b = stablehlo.add %a, %a : tensor<2xui8>
  check.expect_eq_const %b, dense<[244, 14]> : tensor<2xui8>
  %f = stablehlo.constant dense<[0.1, 0.2]> : tensor<2xf32>
  %g = stablehlo.add %f, %f : tensor<2xf32>
  check.expect_almost_eq_const %g, dense<[0.2, 0.4]> : tensor<2xf32>
  func.return
}
