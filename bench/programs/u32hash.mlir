// u32 hash (xor, shifts, multiply, rem, reductions) over 4M; exported by bench/export.py with JAX 0.10.2.
module @jit_u32hash attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304xui32>) -> (tensor<ui32> {jax.result_info = "result[0]"}, tensor<ui32> {jax.result_info = "result[1]"}, tensor<ui32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<16> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %1 = stablehlo.shift_right_logical %arg0, %0 : tensor<4194304xui32>
    %2 = stablehlo.xor %arg0, %1 : tensor<4194304xui32>
    %c_0 = stablehlo.constant dense<73244475> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %4 = stablehlo.multiply %2, %3 : tensor<4194304xui32>
    %c_1 = stablehlo.constant dense<16> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %6 = stablehlo.shift_right_logical %4, %5 : tensor<4194304xui32>
    %7 = stablehlo.xor %4, %6 : tensor<4194304xui32>
    %c_2 = stablehlo.constant dense<73244475> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %9 = stablehlo.multiply %7, %8 : tensor<4194304xui32>
    %c_3 = stablehlo.constant dense<16> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<4194304xui32>
    %12 = stablehlo.xor %9, %11 : tensor<4194304xui32>
    %c_4 = stablehlo.constant dense<1000003> : tensor<ui32>
    %13 = call @remainder(%12, %c_4) : (tensor<4194304xui32>, tensor<ui32>) -> tensor<4194304xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<ui32>
    %14 = stablehlo.reduce(%13 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<4194304xui32>, tensor<ui32>) -> tensor<ui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %15 = stablehlo.reduce(%12 init: %c_6) applies stablehlo.maximum across dimensions = [0] : (tensor<4194304xui32>, tensor<ui32>) -> tensor<ui32>
    %c_7 = stablehlo.constant dense<0> : tensor<ui32>
    %16 = stablehlo.reduce(%12 init: %c_7) applies stablehlo.xor across dimensions = [0] : (tensor<4194304xui32>, tensor<ui32>) -> tensor<ui32>
    return %14, %15, %16 : tensor<ui32>, tensor<ui32>, tensor<ui32>
  }
  func.func private @remainder(%arg0: tensor<4194304xui32>, %arg1: tensor<ui32>) -> tensor<4194304xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.compare EQ, %arg1, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<4194304xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %5 = stablehlo.compare NE, %3, %4, UNSIGNED : (tensor<4194304xui32>, tensor<4194304xui32>) -> tensor<4194304xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %7 = stablehlo.compare LT, %3, %6, UNSIGNED : (tensor<4194304xui32>, tensor<4194304xui32>) -> tensor<4194304xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %8 = stablehlo.compare LT, %1, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<4194304xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<4194304xi1>, tensor<4194304xi1>) -> tensor<4194304xi1>
    %11 = stablehlo.and %10, %5 : tensor<4194304xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4194304xui32>
    %13 = stablehlo.add %3, %12 : tensor<4194304xui32>
    %14 = stablehlo.select %11, %13, %3 : tensor<4194304xi1>, tensor<4194304xui32>
    return %14 : tensor<4194304xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
}
