// Legalized programs run in the interpreter and compute what the
// deprecated ops mean (check ops fail the run otherwise).
// RUN: stablehlo-opt-go --stablehlo-legalize-deprecated-ops %s | stablehlo-translate-go --interpret
// RUN: stablehlo-opt-go --stablehlo-legalize-deprecated-ops %s | FileCheck %s
// The documented pipeline, with batch-norm expansion and canonicalize.
// RUN: stablehlo-opt-go --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops,stablehlo-expand-batch-norm),canonicalize)' %s | stablehlo-translate-go --interpret
// RUN: stablehlo-opt-go --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops,stablehlo-expand-batch-norm),canonicalize)' %s | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.dot %
// CHECK-NOT: stablehlo.einsum
// CHECK-NOT: stablehlo.unary_einsum
// CHECK-NOT: stablehlo.broadcast %
// CHECK-NOT: stablehlo.create_token
// CHECK-NOT: torch_index_select
// CHECK: check.expect_eq_const
// PIPE-LABEL: func.func @main
// PIPE-NOT: batch_norm
// PIPE-NOT: stablehlo.einsum
// PIPE: return

func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %dot = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %dot, dense<[[4.0, 5.0], [10.0, 11.0]]> : tensor<2x2xf32>

  %x = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %y = stablehlo.constant dense<[[[1, 0], [0, 1]], [[2, 0], [0, 2]]]> : tensor<2x2x2xi32>
  %bmm = stablehlo.einsum %x, %y, config = "bij,bjk->bki" : (tensor<2x2x2xi32>, tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  check.expect_eq_const %bmm, dense<[[[1, 3], [2, 4]], [[10, 14], [12, 16]]]> : tensor<2x2x2xi32>

  %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %trace = stablehlo.unary_einsum %m, config = "ii->" : (tensor<3x3xf32>) -> tensor<f32>
  check.expect_almost_eq_const %trace, dense<15.0> : tensor<f32>
  %colsum = stablehlo.unary_einsum %m, config = "ij->j" : (tensor<3x3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const %colsum, dense<[12.0, 15.0, 18.0]> : tensor<3xf32>

  %v = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %bc = stablehlo.broadcast %v, sizes = [2] : (tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %bc, dense<[[1, 2], [1, 2]]> : tensor<2x2xi32>

  %idx = stablehlo.constant dense<[2, 0]> : tensor<2xi64>
  %sel = "stablehlo.torch_index_select"(%m, %idx) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<3x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  check.expect_almost_eq_const %sel, dense<[[3.0, 1.0], [6.0, 4.0], [9.0, 7.0]]> : tensor<3x2xf32>

  %tok = stablehlo.create_token : !stablehlo.token
  %tok2 = stablehlo.after_all %tok : !stablehlo.token

  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %bn:3 = "stablehlo.batch_norm_training"(%b, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %bn#1, dense<[0.666666686, 0.666666686]> : tensor<2xf32>
  check.expect_almost_eq_const %bn#2, dense<[0.222222224, 0.222222224]> : tensor<2xf32>
  func.return
}
