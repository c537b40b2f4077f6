module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01:1,2.500000e-01:-2,2.000000e+00}>>
    %1 = stablehlo.uniform_dequantize %0 : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01:1,2.500000e-01:-2,2.000000e+00}>>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
