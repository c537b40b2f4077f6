module @jit_dot_conv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3x2xf32>, %arg2: tensor<1x4x4x2xf32>, %arg3: tensor<3x3x2x1xf32>) -> (tensor<2x2x2xf32> {jax.result_info = "result[0]"}, tensor<1x4x4x1xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x1xf32>) -> tensor<1x4x4x1xf32>
    return %0, %1 : tensor<2x2x2xf32>, tensor<1x4x4x1xf32>
  }
}
