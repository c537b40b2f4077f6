#loc2 = loc("-":2:17)
module {
  func.func @main(%arg0: tensor<2x3xf32> loc("-":2:17)) -> tensor<2x3xf32> {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01:1,2.500000e-01:-2,2.000000e+00}>> loc(#loc3)
    %1 = stablehlo.uniform_dequantize %0 : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01:1,2.500000e-01:-2,2.000000e+00}>>) -> tensor<2x3xf32> loc(#loc4)
    return %1 : tensor<2x3xf32> loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("-":0:0)
#loc1 = loc("-":2:1)
#loc3 = loc("-":3:8)
#loc4 = loc("-":4:8)
#loc5 = loc("-":5:3)
