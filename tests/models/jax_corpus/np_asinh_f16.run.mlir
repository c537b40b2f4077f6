// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arcsinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf16>) -> (tensor<16xf16> {jax.result_info = "result"}) {
    %0 = chlo.asinh %arg0 : tensor<16xf16> -> tensor<16xf16>
    return %0 : tensor<16xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xB583, 0x44A6, 0x41D0, 0x3959, 0xC442, 0xC5BD, 0x431F, 0x40F2, 0xC5FC, 0x3F81, 0xC72A, 0x41FC, 0x4037, 0x41CB, 0xBD50, 0x4025]> : tensor<16xf16>
    %r:1 = func.call @model(%a0) : (tensor<16xf16>) -> (tensor<16xf16>)
    check.expect_almost_eq_const %r#0, dense<[0xB568, 0x407C, 0x3F27, 0x3903, 0xC050, 0xC0E5, 0x3FEE, 0x3E8C, 0xC0FA, 0x3D8C, 0xC155, 0x3F44, 0x3DF7, 0x3F24, 0xBC62, 0x3DE7]> : tensor<16xf16> {tolerance = 1.1e-02 : f64}
    func.return
  }
}
