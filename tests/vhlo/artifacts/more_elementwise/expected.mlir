module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<4xf32>
    %1 = stablehlo.ceil %0 : tensor<4xf32>
    %2 = stablehlo.minimum %1, %arg1 : tensor<4xf32>
    %3 = stablehlo.negate %2 : tensor<4xf32>
    %4 = stablehlo.power %3, %arg0 : tensor<4xf32>
    %5 = stablehlo.round_nearest_afz %4 : tensor<4xf32>
    %6 = stablehlo.round_nearest_even %5 : tensor<4xf32>
    %7 = stablehlo.sign %6 : tensor<4xf32>
    %8 = stablehlo.reverse %7, dims = [0] : tensor<4xf32>
    %9 = stablehlo.count_leading_zeros %arg2 : tensor<4xi32>
    %10 = stablehlo.popcnt %9 : tensor<4xi32>
    %11 = stablehlo.not %10 : tensor<4xi32>
    %12 = stablehlo.shift_right_logical %11, %arg2 : tensor<4xi32>
    %13 = stablehlo.is_finite %8 : (tensor<4xf32>) -> tensor<4xi1>
    return %8, %12, %13 : tensor<4xf32>, tensor<4xi32>, tensor<4xi1>
  }
}
