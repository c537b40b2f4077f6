// Ops the pass cannot legalize are diagnosed at their location: errors that
// fail the pass by default, warnings that leave them in place with
// fail-on-unsupported=false.
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops))' --verify-diagnostics
// RUN: not stablehlo-opt-go %s --stablehlo-legalize-deprecated-ops 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(func.func(stablehlo-legalize-deprecated-ops{fail-on-unsupported=false}))' 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: stablehlo-opt-go %s --stablehlo-legalize-deprecated-ops=fail-on-unsupported=false 2>/dev/null | stablehlo-opt-go | FileCheck %s --check-prefix=KEPT
// A bad option value is refused.
// RUN: not stablehlo-opt-go %s --pass-pipeline='builtin.module(stablehlo-legalize-deprecated-ops{fail-on-unsupported=perhaps})' 2>&1 | FileCheck %s --check-prefix=BADOPT

// ERR: legalize_unsupported.mlir:[[@LINE+15]]:8: error: cannot legalize stablehlo.einsum: operand type tensor<?x4xf32> is not a statically shaped tensor
// ERR: legalize_unsupported.mlir:[[@LINE+16]]:8: error: cannot legalize stablehlo.unary_einsum: operand type tensor<?x3xf32> is not a statically shaped tensor
// ERR: error: stablehlo-legalize-deprecated-ops: 2 operation(s) could not be rewritten (fail-on-unsupported=true)
// WARN: legalize_unsupported.mlir:[[@LINE+12]]:8: warning: cannot legalize stablehlo.einsum: operand type tensor<?x4xf32>
// WARN: legalize_unsupported.mlir:[[@LINE+13]]:8: warning: cannot legalize stablehlo.unary_einsum
// WARN-NOT: error
// KEPT-LABEL: func.func @unsupported
// KEPT: stablehlo.einsum
// KEPT: stablehlo.unary_einsum
// KEPT: stablehlo.dot_general
// BADOPT: option fail-on-unsupported: "perhaps" is not a boolean

// expected-error @below {{2 operation(s) could not be rewritten}}
func.func @unsupported(%a: tensor<2x3xf32>, %b: tensor<?x4xf32>, %c: tensor<?x3xf32>, %d: tensor<3xf32>) -> (tensor<2x?xf32>, tensor<?xf32>, tensor<f32>) {
  // expected-error @+1 {{is not a statically shaped tensor}}
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<?x4xf32>) -> tensor<2x?xf32>
  // expected-error @+1 {{is not a statically shaped tensor}}
  %1 = stablehlo.unary_einsum %c, config = "ab->a" : (tensor<?x3xf32>) -> tensor<?xf32>
  // Supported ops next to them are still rewritten.
  %2 = stablehlo.dot %d, %d : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0, %1, %2 : tensor<2x?xf32>, tensor<?xf32>, tensor<f32>
}
