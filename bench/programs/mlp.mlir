// MLP 784-1024-1024-10, batch 256; exported by bench/export.py with JAX 0.10.2.
module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x784xf32>, %arg1: tensor<784x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024x1024xf32>, %arg4: tensor<1024xf32>, %arg5: tensor<1024x10xf32>, %arg6: tensor<10xf32>) -> (tensor<256x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x784xf32>, tensor<784x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x1024xf32>
    %4 = call @relu(%3) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %8 = stablehlo.add %5, %7 : tensor<256x1024xf32>
    %9 = call @relu(%8) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x10xf32>) -> tensor<256x10xf32>
    %11 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<256x10xf32>
    %13 = stablehlo.add %10, %12 : tensor<256x10xf32>
    return %13 : tensor<256x10xf32>
  }
  func.func private @relu(%arg0: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x1024xf32>
    return %1 : tensor<256x1024xf32>
  }
}
