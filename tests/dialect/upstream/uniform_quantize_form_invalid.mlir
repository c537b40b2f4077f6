// The single-type form of uniform_quantize/uniform_dequantize still has to
// satisfy the ops' type constraints.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @quantize_float(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result #0 must be}}
  %0 = stablehlo.uniform_quantize %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @dequantize_same(%x: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-error @+1 {{result #0 must be}}
  %0 = stablehlo.uniform_dequantize %x : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}
