// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5xf32>
    %3 = stablehlo.tanh %arg0 : tensor<5xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.tanh %arg0 : tensor<5xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<5xf32>
    %18 = stablehlo.multiply %17, %11 : tensor<5xf32>
    return %2, %10, %18 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEB8D1AE, 0x3F2CE133, 0xBF0A20E0, 0x3F068B14, 0x3F178741]> : tensor<5xf32>
    %r:3 = func.call @model(%a0) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBF313064, 0x3F96A57F, 0xBF7C3DA9, 0x3F76C608, 0x3F88010F]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3FE15703, 0x3FA759A4, 0x3FC1DDA3, 0x3FC487B4, 0x3FB7BEE0]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3FE15703, 0x3FA759A4, 0x3FC1DDA3, 0x3FC487B4, 0x3FB7BEE0]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
