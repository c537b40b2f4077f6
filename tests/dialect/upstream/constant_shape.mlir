// A constant's value has the shape of its result (a quantized one holds its
// storage values), in the pretty and in the generic form.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @quantized(%x: tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %0 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

func.func @generic_shape() -> tensor<3xi32> {
  // expected-error @+1 {{C1: expects the value's type 'tensor<2xi32>' to be the result type 'tensor<3xi32>'}}
  %0 = "stablehlo.constant"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

func.func @quantized_shape() -> tensor<3x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-error @+1 {{C1: expects the value's type 'tensor<2xi8>' to be the result type}}
  %0 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:3>>
  func.return %0 : tensor<3x!quant.uniform<i8:f32, 0.5:3>>
}
