module {
  func.func @main(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2x1xi32>, %arg3: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
    %1 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
    %2 = "stablehlo.dynamic_gather"(%arg0, %arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
    return %0, %1, %2 : tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>
  }
}
