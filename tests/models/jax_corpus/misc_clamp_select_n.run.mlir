// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xi32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.clamp %0, %arg1, %1 : tensor<4xf32>
    %3 = stablehlo.negate %arg1 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.compare LT, %arg0, %6, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare LT, %arg0, %8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = stablehlo.select %9, %3, %5 : tensor<4xi1>, tensor<4xf32>
    %11 = stablehlo.select %7, %arg1, %10 : tensor<4xi1>, tensor<4xf32>
    return %2, %11 : tensor<4xf32>, tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0, 1, 2, 1]> : tensor<4xi32>
    %a1 = stablehlo.constant dense<[0xBE8D2017, 0x3F89D04F, 0x3F90A753, 0xBFE9824C]> : tensor<4xf32>
    %r:2 = func.call @model(%a0, %a1) : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBE8D2017, 0x3F000000, 0x3F000000, 0xBF000000]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xBE8D2017, 0xBF89D04F, 0x4010A753, 0x3FE9824C]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
