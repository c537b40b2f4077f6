module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2xi32>) -> (tensor<2x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, !stablehlo.token) {
    %0 = stablehlo.dot %arg0, %arg1 : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.broadcast %arg0, sizes = [4] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.torch_index_select"(%arg0, %arg2) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
    %3 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.unary_einsum %arg0, config = "ab->ab" : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = stablehlo.create_token : !stablehlo.token
    return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, !stablehlo.token
  }
}
