module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
    %1 = stablehlo.add %0, %0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
    %2 = stablehlo.uniform_dequantize %1 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
