// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.subtract %cst_1, %cst_2 : tensor<f32>
    %2 = stablehlo.multiply %0, %1 : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %3 = stablehlo.log %cst_3 : tensor<f32>
    %4 = stablehlo.multiply %2, %3 : tensor<f32>
    %5 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.divide %5, %6 : tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x3xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<16x3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<16x3xf32>
    %13 = chlo.lgamma %12 : tensor<16x3xf32> -> tensor<16x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<16x3xf32>, tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.add %14, %15 : tensor<16xf32>
    %17 = chlo.digamma %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %16, %17 : tensor<16xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40D44079, 0x40F61F18, 0x407E976A, 0x4016C671, 0x409609E9, 0x4016707A, 0x40BF5D84, 0x40B95889, 0x408EF682, 0x4084ABC0, 0x40B10944, 0x40E9DA3D, 0x405DC4A0, 0x403C9A38, 0x40293A59, 0x40CB5E9A]> : tensor<16xf32>
    %r:2 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x4186784D, 0x41B49A34, 0x40AA977D, 0x3FDE2C40, 0x40FC59E1, 0x3FDD9B8C, 0x4158B7F2, 0x414A6934, 0x40E15C90, 0x40BC905B, 0x41373F58, 0x41A363B8, 0x40734B42, 0x4025A764, 0x40047175, 0x417642C4]> : tensor<16xf32> {tolerance = 4.5e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3FE84A3E, 0x3FFCA15E, 0x3F9FFB28, 0x3F214183, 0x3FB7A5B6, 0x3F208C1B, 0x3FD9EC02, 0x3FD576BC, 0x3FB0BD53, 0x3FA5FACC, 0x3FCF0B26, 0x3FF5A112, 0x3F8BB88E, 0x3F66CF2B, 0x3F4581BF, 0x3FE26010]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
