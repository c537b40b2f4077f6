// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = call @_where(%1, %arg0, %c) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<i64>) -> tensor<5x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = call @_where_0(%1, %2, %cst_0) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<f32>) -> tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.maximum across dimensions = [0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<3xf32>
    %7 = stablehlo.is_finite %6 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.select %7, %6, %8 : tensor<3xi1>, tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %12 = stablehlo.subtract %2, %11 : tensor<5x3xf32>
    %13 = stablehlo.exponential %12 : tensor<5x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = call @_where_0(%1, %13, %cst_4) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<f32>) -> tensor<5x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.abs %15 : tensor<3xf32>
    %17 = stablehlo.log %16 : tensor<3xf32>
    %18 = stablehlo.add %17, %9 : tensor<3xf32>
    return %18 : tensor<3xf32>
  }
  func.func private @_where(%arg0: tensor<5x3xi1>, %arg1: tensor<5x3xf32>, %arg2: tensor<i64>) -> tensor<5x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5x3xi1>, tensor<5x3xf32>
    return %2 : tensor<5x3xf32>
  }
  func.func private @_where_0(%arg0: tensor<5x3xi1>, %arg1: tensor<5x3xf32>, %arg2: tensor<f32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<5x3xi1>, tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FB3E303, 0xBE45FC5D, 0xBE0DDD0C], [0x3FE91C59, 0x3FA40D41, 0x3DE7E407], [0xBDC32E6D, 0x3EEE4892, 0x3FFA4BB7], [0x401C6959, 0xBED1FA47, 0x3F7EA2AC], [0xBF16334E, 0x3F68B9D9, 0xBF8CB9FE]]> : tensor<5x3xf32>
    %r:1 = func.call @model(%a0) : (tensor<5x3xf32>) -> (tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x40452ABC, 0x400272F8, 0x4018D387]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
