// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_lgamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.lgamma %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40F1FFF6, 0x400E5721, 0x40D9301F, 0x4064B073, 0x40515F12, 0x3F2C8D5D, 0x3FF9B4B7, 0x40CCF8DF, 0x403FAB8F, 0x40CAA92C, 0xC06A7721, 0x4011AAB2, 0x40C90A14, 0x40A9390B, 0x401B4648, 0x4060F735]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x40F50078, 0x3DE1B7C0, 0x40C5E422, 0x3FA42EEC, 0x3F752A54, 0x3E9648B0, 0xBCA3D800, 0x40AFCC1A, 0x3F303ABC, 0x40ABB440, 0xBFB35A79, 0x3E0F5490, 0x40A8D986, 0x4067C0C7, 0x3E6FBCC0, 0x3F9BDC32]> : tensor<16xf32> {tolerance = 1.5e-04 : f64}
    func.return
  }
}
