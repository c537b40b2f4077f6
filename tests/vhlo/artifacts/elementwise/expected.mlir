module @jit_elementwise attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.exponential %arg0 : tensor<2x3xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x3xf32>
    %2 = stablehlo.abs %arg1 : tensor<2x3xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<2x3xf32>
    %6 = stablehlo.divide %3, %5 : tensor<2x3xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<2x3xf32>
    %8 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %9 = stablehlo.tanh %7 : tensor<2x3xf32>
    %10 = stablehlo.abs %7 : tensor<2x3xf32>
    %11 = stablehlo.sqrt %10 : tensor<2x3xf32>
    %12 = call @_where(%8, %9, %11) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %13 = stablehlo.convert %12 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %15 = stablehlo.shift_left %13, %14 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %17 = stablehlo.and %13, %16 : tensor<2x3xi32>
    %18 = stablehlo.xor %15, %17 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %20 = stablehlo.shift_right_arithmetic %13, %19 : tensor<2x3xi32>
    %21 = stablehlo.or %18, %20 : tensor<2x3xi32>
    %22 = stablehlo.sine %arg0 : tensor<2x3xf32>
    %23 = stablehlo.maximum %12, %22 : tensor<2x3xf32>
    %24 = stablehlo.floor %arg1 : tensor<2x3xf32>
    %25 = stablehlo.add %23, %24 : tensor<2x3xf32>
    %26 = stablehlo.convert %21 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x3xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x3xf32>
    return %28 : tensor<2x3xf32>
  }
  func.func private @_where(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
