// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<16xf32>
    %2 = stablehlo.rsqrt %arg0 : tensor<16xf32>
    %3 = stablehlo.sqrt %arg0 : tensor<16xf32>
    return %1, %2, %3 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40944079, 0x40B61F18, 0x3FFD2ED4, 0x3EB63388, 0x402C13D2, 0x3EB383D4, 0x407EBB07, 0x4072B112, 0x401DED03, 0x4009577F, 0x40621289, 0x40A9DA3D, 0x3FBB8940, 0x3F7268E2, 0x3F24E964, 0x408B5E9A]> : tensor<16xf32>
    %r:3 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3E5D077F, 0x3E33EC84, 0x3F016C99, 0x4033D855, 0x3EBE6D08, 0x4036894D, 0x3E80A34C, 0x3E8704E0, 0x3ECF7D64, 0x3EEE9657, 0x3E90F1D9, 0x3E40EB9B, 0x3F2EBA9F, 0x3F872D16, 0x3FC6B347, 0x3E6B1DAE]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3EEDDF74, 0x3ED69DFD, 0x3F36060B, 0x3FD691F3, 0x3F1C1F97, 0x3FD82B6C, 0x3F00518C, 0x3F037672, 0x3F22F7E8, 0x3F2EC12D, 0x3F083589, 0x3EDE3BB5, 0x3F537F04, 0x3F838A04, 0x3F9F7AB1, 0x3EF555FA]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x4009C117, 0x4018AE63, 0x3FB40546, 0x3F18B6F4, 0x3FD1E2A0, 0x3F1795AD, 0x3FFF5D50, 0x3FF941CD, 0x3FC911D6, 0x3FBB8237, 0x3FF0923F, 0x401372DE, 0x3F9AEF2C, 0x3F791CB8, 0x3F4D77FD, 0x40059058]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
