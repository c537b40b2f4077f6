module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> (tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, !stablehlo.token, tensor<2xf32>) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<4xf32>
    %1 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %19 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %19 : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    %3 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    %4:2 = "stablehlo.recv"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
    %5 = "stablehlo.collective_permute"(%4#0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    %6 = stablehlo.cbrt %5 : tensor<2xf32>
    %7 = stablehlo.exponential_minus_one %6 : tensor<2xf32>
    %8 = stablehlo.logistic %7 : tensor<2xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2xf32>
    %10 = stablehlo.log %9 : tensor<2xf32>
    %11 = stablehlo.reduce_precision %10, format = e5m10 : tensor<2xf32>
    %12 = "stablehlo.reduce_scatter"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %19 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %19 : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    %13 = stablehlo.replica_id : tensor<ui32>
    %14 = stablehlo.partition_id : tensor<ui32>
    %15 = stablehlo.add %13, %14 : tensor<ui32>
    %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.add %12, %17 : tensor<2xf32>
    return %0, %1, %2, %4#1, %18 : tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, !stablehlo.token, tensor<2xf32>
  }
}
