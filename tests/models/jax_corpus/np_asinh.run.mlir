// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arcsinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.asinh %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEB05D52, 0x4094BC38, 0x4039FCB2, 0x3F2B1CEE, 0xC088308C, 0xC0B7A0A2, 0x4063D6E1, 0x401E4F2A, 0xC0BF7E1E, 0x3FF0225F, 0xC0E53D64, 0x403F83EB, 0x4006EE04, 0x403962B8, 0xBFA9FA9A, 0x400491FA]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBEAD0D04, 0x400F6BD0, 0x3FE4E758, 0x3F20688B, 0xC009EB44, 0xC01CA935, 0x3FFDB487, 0x3FD1957F, 0xC01F4E90, 0x3FB18244, 0xC02AB065, 0x3FE87449, 0x3FBEDA43, 0x3FE482FE, 0xBF8C358E, 0x3FBCD0CE]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
