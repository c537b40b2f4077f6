// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.693147182> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<16xf32>
    %2 = stablehlo.exponential %1 : tensor<16xf32>
    %3 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.add %3, %4 : tensor<16xf32>
    %6 = stablehlo.log %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.log %cst_1 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.divide %6, %8 : tensor<16xf32>
    %10 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.add %10, %11 : tensor<16xf32>
    %13 = stablehlo.log %12 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<16xf32>
    return %2, %9, %15 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:3 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F6C6A4E, 0x403B50BA, 0x3FFA80B5, 0x3F95603A, 0x3EBF8559, 0x3E87F9FE, 0x4011AE31, 0x3FE2AEA5, 0x3E807841, 0x3FC5736A, 0x3E43A4CE, 0x3FFF8D6D, 0x3FD055AD, 0x3FF9F59D, 0x3F3C5C16, 0x3FCE914C]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3E209340, 0x3FACD096, 0x3F7A2BC9, 0x3E949419, 0x3FA318E5, 0x3FC56D5B, 0x3F907A43, 0x3F5E15F8, 0x3FCA8CB4, 0x3F33645C, 0x3FE154B5, 0x3F7F8897, 0x3F44936B, 0x3F799538, 0x3F075A81, 0x3F41E691]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3D415A10, 0x3ED016FA, 0x3E969E34, 0x3DB2E807, 0x3EC4637F, 0x3EEDB9DB, 0x3EADF7E6, 0x3E85B580, 0x3EF3E4E0, 0x3E580270, 0x3F07A9A8, 0x3E99D8B6, 0x3E6CB36F, 0x3E96438E, 0x3E22FB5E, 0x3E697ACA]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
