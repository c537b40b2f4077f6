// Upstream's verifier does not check the size of rng_bit_generator's state
// against the algorithm (the spec's C2: 2 values for THREE_FRY, 2 or 3 for
// PHILOX); the interpreter, which defines only those, reports the others
// when the operation runs (tests/interpret/rng_state_size.mlir).
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @philox_four(%s: tensor<4xui64>) -> tensor<4xui64> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  func.return %0#0 : tensor<4xui64>
}

// -----

func.func @philox_one(%s: tensor<1xui64>) -> tensor<1xui64> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui32>)
  func.return %0#0 : tensor<1xui64>
}

// -----

func.func @three_fry_three(%s: tensor<3xui64>) -> tensor<3xui64> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return %0#0 : tensor<3xui64>
}
