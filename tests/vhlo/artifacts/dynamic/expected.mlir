module {
  func.func @main(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> (tensor<?x4xf32>, tensor<i32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
    %2 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<2xi64>) -> tensor<?x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<?x4xf32>
    %4 = stablehlo.get_dimension_size %arg2, dim = 0 : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<i32>
    %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.dynamic_pad %3, %5, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x4xf32>
    %7 = stablehlo.dynamic_reshape %6, %arg1 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
    %8 = stablehlo.add %0, %4 : tensor<i32>
    return %7, %8 : tensor<?x4xf32>, tensor<i32>
  }
}
