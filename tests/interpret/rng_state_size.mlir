// The verifier, as upstream's, accepts rng_bit_generator states of any size
// (tests/dialect/upstream/rng_state_size.mlir); the interpreter defines the
// algorithms on the sizes XLA's generators take (2 values for THREE_FRY, 2
// or 3 for PHILOX) and reports others when the operation runs.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s
// CHECK-NOT: panic

// CHECK: rng_state_size.mlir:[[@LINE+3]]:10: error: stablehlo.rng_bit_generator: PHILOX needs a state of 2 or 3 elements, got tensor<4xui64>
func.func @main() -> tensor<4xui32> {
  %s = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  func.return %0#1 : tensor<4xui32>
}

// -----

// CHECK: rng_state_size.mlir:[[@LINE+3]]:10: error: stablehlo.rng_bit_generator: THREE_FRY needs a state of 2 elements, got tensor<3xui64>
func.func @main() -> tensor<4xui32> {
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return %0#1 : tensor<4xui32>
}

// -----

// Two and three values run; an operation that does not run does not stop
// the program.
// CHECK: Evaluated results of function: main
// CHECK-NOT: error
func.func private @never(%s: tensor<1xui64>) -> tensor<1xui64> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui32>)
  func.return %0#0 : tensor<1xui64>
}

func.func @main() -> tensor<4xui32> {
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return %0#1 : tensor<4xui32>
}
