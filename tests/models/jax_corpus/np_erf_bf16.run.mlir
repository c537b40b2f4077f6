// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xbf16>) -> (tensor<16xbf16> {jax.result_info = "result"}) {
    %0 = chlo.erf %arg0 : tensor<16xbf16> -> tensor<16xbf16>
    return %0 : tensor<16xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB, 0x3FC6, 0x3F78, 0x3E64, 0xBFB6, 0xBFF5, 0x3F98, 0x3F53, 0xBFFF, 0x3F20, 0xC019, 0x3F7F, 0x3F34, 0x3F77, 0xBEE3, 0x3F31]> : tensor<16xbf16>
    %r:1 = func.call @model(%a0) : (tensor<16xbf16>) -> (tensor<16xbf16>)
    check.expect_almost_eq_const %r#0, dense<[0xBE04, 0x3F79, 0x3F54, 0x3E7D, 0xBF75, 0xBF7E, 0x3F68, 0x3F42, 0xBF7F, 0x3F20, 0xBF80, 0x3F57, 0x3F2E, 0x3F54, 0xBEF0, 0x3F2C]> : tensor<16xbf16> {tolerance = 3.0e-02 : f64}
    func.return
  }
}
