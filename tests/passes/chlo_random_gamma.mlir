// CHLO defines no random_gamma operation (nor does upstream's dialect):
// jax.random.gamma lowers to StableHLO itself, and
// tests/interpret/random_gamma.mlir runs that lowering through
// --chlo-legalize-to-stablehlo and the interpreter. A chlo.random_gamma is
// refused at its location on both paths, with nothing printed or run.
// RUN: not stablehlo-opt-go --chlo-legalize-to-stablehlo %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: count 0 < %t.out
// RUN: not stablehlo-translate-go --interpret %s > %t.run 2> %t.runerr
// RUN: FileCheck %s --check-prefix=ERR < %t.runerr
// RUN: FileCheck %s --check-prefix=NORUN --allow-empty < %t.run

// ERR: chlo_random_gamma.mlir:[[@LINE+6]]:8: error: unregistered operation 'chlo.random_gamma' found in dialect ('chlo') that does not allow unknown operations
// NORUN-NOT: Evaluated results

func.func @main() -> tensor<3xf32> {
  %key = stablehlo.constant dense<[0, 42]> : tensor<2xui32>
  %alpha = stablehlo.constant dense<[0.5, 1.0, 3.0]> : tensor<3xf32>
  %0 = "chlo.random_gamma"(%key, %alpha) : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
