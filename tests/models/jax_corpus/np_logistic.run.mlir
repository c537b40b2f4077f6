// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    %1 = stablehlo.exponential %0 : tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %2, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<16xf32>
    %6 = stablehlo.negate %arg0 : tensor<16xf32>
    %7 = stablehlo.exponential %6 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.add %8, %7 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.divide %10, %9 : tensor<16xf32>
    %12 = stablehlo.tanh %arg0 : tensor<16xf32>
    return %5, %11, %12 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:3 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3EF151B0, 0x3F532728, 0x3F399039, 0x3F0E3362, 0x3E478D32, 0x3E03C197, 0x3F442200, 0x3F31F866, 0x3DF54429, 0x3F26C466, 0x3DAC3C0E, 0x3F3B061C, 0x3F2B366D, 0x3F39673F, 0x3EC83F6C, 0x3F2A83A9]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3EF151B0, 0x3F532728, 0x3F399039, 0x3F0E3362, 0x3E478D32, 0x3E03C197, 0x3F442200, 0x3F31F866, 0x3DF54429, 0x3F26C466, 0x3DAC3C0E, 0x3F3B061C, 0x3F2B366D, 0x3F39673F, 0x3EC83F6C, 0x3F2A83A9]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0xBDEA1FEE, 0x3F69E68C, 0x3F3F851C, 0x3E6072EB, 0xBF63AA2B, 0xBF7512D8, 0x3F545CD0, 0x3F2D7260, 0xBF76B1EA, 0x3F0E0A1C, 0xBF7BB829, 0x3F42B23A, 0x3F1B2A6F, 0x3F3F2A81, 0xBED4E92A, 0x3F192921]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
