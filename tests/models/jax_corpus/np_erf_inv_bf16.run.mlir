// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf_inv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xbf16>) -> (tensor<16xbf16> {jax.result_info = "result"}) {
    %0 = chlo.erf_inv %arg0 : tensor<16xbf16> -> tensor<16xbf16>
    return %0 : tensor<16xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F45, 0x3DB3, 0xBF57, 0x3DC8, 0x3EDA, 0xBD63, 0xBF68, 0x3F69, 0x3E40, 0xBEC1, 0x3EDE, 0x3F68, 0x3E15, 0xBF30, 0xBF22, 0xBEC4]> : tensor<16xbf16>
    %r:1 = func.call @model(%a0) : (tensor<16xbf16>) -> (tensor<16xbf16>)
    check.expect_almost_eq_const %r#0, dense<[0x3F59, 0x3D9F, 0xBF7E, 0x3DB2, 0x3ECB, 0xBD49, 0xBF98, 0x3F9A, 0x3E2C, 0xBEB2, 0x3ED0, 0x3F98, 0x3E05, 0xBF37, 0xBF23, 0xBEB5]> : tensor<16xbf16> {tolerance = 3.6e-02 : f64}
    func.return
  }
}
