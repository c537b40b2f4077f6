// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arctan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.atan %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEB05D52, 0x4094BC38, 0x4039FCB2, 0x3F2B1CEE, 0xC088308C, 0xC0B7A0A2, 0x4063D6E1, 0x401E4F2A, 0xC0BF7E1E, 0x3FF0225F, 0xC0E53D64, 0x403F83EB, 0x4006EE04, 0x403962B8, 0xBFA9FA9A, 0x400491FA]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBEA9D8DD, 0x3FADEFC2, 0x3F9EA3F4, 0x3F16D661, 0xBFAB85A6, 0xBFB2FA49, 0x3FA60294, 0x3F97E2EC, 0xBFB3DE30, 0x3F8A608B, 0xBFB74F14, 0x3F9FC7DC, 0x3F905F1A, 0x3F9E8341, 0xBF6CE422, 0x3F8F7E04]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
