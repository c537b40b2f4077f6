module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
    %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = stablehlo.tan %arg0 : tensor<2xf32>
    %2 = stablehlo.composite "my.op" %1 {composite_attributes = {k = 1 : i64}, decomposition = @d, version = 2 : i32} : (tensor<2xf32>) -> tensor<2xf32>
    %3 = "stablehlo.collective_broadcast"(%2) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    return %0#0, %0#1, %3 : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
  }
  func.func private @d(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}
