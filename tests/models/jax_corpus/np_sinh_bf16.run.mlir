// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_sinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xbf16>) -> (tensor<16xbf16> {jax.result_info = "result"}) {
    %0 = chlo.sinh %arg0 : tensor<16xbf16> -> tensor<16xbf16>
    return %0 : tensor<16xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE6B, 0x4046, 0x3FF8, 0x3EE4, 0xC036, 0xC075, 0x4018, 0x3FD3, 0xC07F, 0x3FA0, 0xC099, 0x3FFF, 0x3FB4, 0x3FF7, 0xBF63, 0x3FB1]> : tensor<16xbf16>
    %r:1 = func.call @model(%a0) : (tensor<16xbf16>) -> (tensor<16xbf16>)
    check.expect_almost_eq_const %r#0, dense<[0xBE6D, 0x4130, 0x405A, 0x3EEC, 0xC109, 0xC1B8, 0x40AB, 0x4020, 0xC1D7, 0x3FCD, 0xC26E, 0x4066, 0x3FF5, 0x4058, 0xBF81, 0x3FEF]> : tensor<16xbf16> {tolerance = 1.8e+00 : f64}
    func.return
  }
}
