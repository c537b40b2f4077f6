module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i1>, %arg2: !stablehlo.token, %arg3: tensor<4x4xf32>, %arg4: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, !stablehlo.token, tensor<2x2xf32>, tensor<4xf32>) {
    %0 = "stablehlo.if"(%arg1) ({
      stablehlo.return %arg0 : tensor<4xf32>
    }, {
      %8 = stablehlo.negate %arg0 : tensor<4xf32>
      stablehlo.return %8 : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    %1 = "stablehlo.map"(%0, %arg0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %8 = stablehlo.multiply %arg5, %arg6 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2:2 = "stablehlo.infeed"(%arg2) <{infeed_config = "cfg", layout = [[0]]}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
    %3 = "stablehlo.outfeed"(%2#0, %2#1) <{outfeed_config = "out"}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    %4 = stablehlo.slice %arg3 [0:2, 0:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
    %5 = "stablehlo.select_and_scatter"(%arg3, %4, %arg4) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %8 = stablehlo.compare GE, %arg5, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %8 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.slice %5 [0:2, 0:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<1xi64>
    %7 = stablehlo.rng %arg4, %cst, %c, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
    return %1, %7, %3, %6, %2#0 : tensor<4xf32>, tensor<4xf32>, !stablehlo.token, tensor<2x2xf32>, tensor<4xf32>
  }
}
