// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = chlo.polygamma %0, %arg0 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = chlo.polygamma %2, %arg0 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = chlo.polygamma %4, %arg0 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
    return %1, %3, %5 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40944079, 0x40B61F18, 0x3FFD2ED4, 0x3EB63388, 0x402C13D2, 0x3EB383D4, 0x407EBB07, 0x4072B112, 0x401DED03, 0x4009577F, 0x40621289, 0x40A9DA3D, 0x3FBB8940, 0x3F7268E2, 0x3F24E964, 0x408B5E9A]> : tensor<16xf32>
    %r:3 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3E7695B7, 0x3E44A6B4, 0x3F27693F, 0x410F7A85, 0x3EE61E02, 0x41136100, 0x3E922286, 0x3E9A5DC2, 0x3EFF0B41, 0x3F173DCD, 0x3EA75E39, 0x3E543A15, 0x3F76EF49, 0x3FE424F5, 0x404F3E3F, 0x3E841394]> : tensor<16xf32> {tolerance = 1.8e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xBD6C6834, 0xBD169B70, 0xBED49584, 0xC235D12F, 0xBE4BBA43, 0xC23DF324, 0xBDA5C258, 0xBDB8D370, 0xBE7979D8, 0xBEAE53A6, 0xBDD902F6, 0xBD2F531C, 0xBF61504F, 0xC0326200, 0xC102374C, 0xBD878E63]> : tensor<16xf32> {tolerance = 9.5e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3FB5F004, 0x3FD302B2, 0x3ED125D2, 0xC03ABBC5, 0x3F4AAE41, 0xC03DC908, 0x3FA00F7E, 0x3F98FF8A, 0x3F2FE860, 0x3F034AAB, 0x3F8E90F2, 0x3FC938DA, 0x3B5D3800, 0xBF2B088A, 0xBFB1CC06, 0x3FAD158D]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
