module {
  func.func @main(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi64>) -> tensor<?x4xf32> {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
    %2 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<2xi64>) -> tensor<?x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<?x4xf32>
    %4 = stablehlo.set_dimension_size %3, %0, dim = 0 : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>>
    %5 = stablehlo.get_dimension_size %4, dim = 0 : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.dynamic_pad %3, %6, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x4xf32>
    return %8 : tensor<?x4xf32>
  }
}
