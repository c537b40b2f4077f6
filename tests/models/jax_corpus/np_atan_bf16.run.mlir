// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arctan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xbf16>) -> (tensor<16xbf16> {jax.result_info = "result"}) {
    %0 = chlo.atan %arg0 : tensor<16xbf16> -> tensor<16xbf16>
    return %0 : tensor<16xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEB0, 0x4095, 0x403A, 0x3F2B, 0xC088, 0xC0B8, 0x4064, 0x401E, 0xC0BF, 0x3FF0, 0xC0E5, 0x4040, 0x4007, 0x4039, 0xBFAA, 0x4005]> : tensor<16xbf16>
    %r:1 = func.call @model(%a0) : (tensor<16xbf16>) -> (tensor<16xbf16>)
    check.expect_almost_eq_const %r#0, dense<[0xBEAA, 0x3FAE, 0x3F9F, 0x3F17, 0xBFAB, 0xBFB3, 0x3FA6, 0x3F98, 0xBFB4, 0x3F8A, 0xBFB7, 0x3FA0, 0x3F90, 0x3F9E, 0xBF6D, 0x3F90]> : tensor<16xbf16> {tolerance = 4.3e-02 : f64}
    func.return
  }
}
