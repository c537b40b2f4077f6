module {
  func.func @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi4>, tensor<4xui4>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi1>, tensor<4xui64>) {
    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi4>
    %1 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xui4>
    %2 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
    %3 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf8E5M2>
    %4 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf16>
    %5 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xbf16>
    %c = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
    %c_0 = stablehlo.constant dense<[1, 2, 18446744073709551615, 0]> : tensor<4xui64>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<4xbf16>
    %6 = stablehlo.add %5, %cst : tensor<4xbf16>
    %7 = stablehlo.convert %6 : (tensor<4xbf16>) -> tensor<4xf32>
    return %7, %0, %1, %2, %3, %4, %5, %c, %c_0 : tensor<4xf32>, tensor<4xi4>, tensor<4xui4>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi1>, tensor<4xui64>
  }
}
