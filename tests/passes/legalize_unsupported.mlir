// Ops the pass cannot legalize are diagnosed at their location: errors that
// fail the pass by default, warnings that leave them in place with
// fail-on-unsupported=false.
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops))' --verify-diagnostics
// RUN: not stablehlo-opt-go %s --stablehlo-legalize-deprecated-ops 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops{fail-on-unsupported=false}))' 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: stablehlo-opt-go %s --stablehlo-legalize-deprecated-ops=fail-on-unsupported=false 2>/dev/null | stablehlo-opt-go | FileCheck %s --check-prefix=KEPT
// A bad option value is refused.
// RUN: not stablehlo-opt-go %s --pass-pipeline='builtin.module(stablehlo-legalize-deprecated-ops{fail-on-unsupported=perhaps})' 2>&1 | FileCheck %s --check-prefix=BADOPT

// ERR: legalize_unsupported.mlir:[[@LINE+17]]:8: error: cannot legalize stablehlo.einsum: einsum config "ab,ab->ab" gives shape [2, 3], the result type is tensor<2x4xf32>
// ERR: legalize_unsupported.mlir:[[@LINE+18]]:8: error: cannot legalize stablehlo.einsum: operand type tensor<?x4xf32> is not a statically shaped tensor
// ERR: legalize_unsupported.mlir:[[@LINE+19]]:8: error: cannot legalize stablehlo.unary_einsum: einsum config "a->aa" repeats 'a' in the output
// ERR: error: stablehlo-legalize-deprecated-ops: 3 operation(s) could not be rewritten (fail-on-unsupported=true)
// WARN: legalize_unsupported.mlir:[[@LINE+13]]:8: warning: cannot legalize stablehlo.einsum: einsum config "ab,ab->ab" gives shape [2, 3]
// WARN: legalize_unsupported.mlir:[[@LINE+14]]:8: warning: cannot legalize stablehlo.einsum: operand type tensor<?x4xf32>
// WARN: legalize_unsupported.mlir:[[@LINE+15]]:8: warning: cannot legalize stablehlo.unary_einsum
// WARN-NOT: error
// KEPT-LABEL: func.func @unsupported
// KEPT-COUNT-2: stablehlo.einsum
// KEPT: stablehlo.unary_einsum
// KEPT: stablehlo.dot_general
// BADOPT: option fail-on-unsupported: "perhaps" is not a boolean

// expected-error @below {{3 operation(s) could not be rewritten}}
func.func @unsupported(%a: tensor<2x3xf32>, %b: tensor<?x4xf32>, %c: tensor<3xf32>, %d: tensor<3xf32>) -> (tensor<2x4xf32>, tensor<2x?xf32>, tensor<3x3xf32>, tensor<f32>) {
  // expected-error @+1 {{gives shape [2, 3], the result type is tensor<2x4xf32>}}
  %0 = stablehlo.einsum %a, %a, config = "ab,ab->ab" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
  // expected-error @+1 {{is not a statically shaped tensor}}
  %1 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<?x4xf32>) -> tensor<2x?xf32>
  // expected-error @+1 {{repeats 'a' in the output}}
  %2 = stablehlo.unary_einsum %c, config = "a->aa" : (tensor<3xf32>) -> tensor<3x3xf32>
  // Supported ops next to them are still rewritten.
  %3 = stablehlo.dot %c, %d : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0, %1, %2, %3 : tensor<2x4xf32>, tensor<2x?xf32>, tensor<3x3xf32>, tensor<f32>
}
