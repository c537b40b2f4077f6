// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf_inv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf16>) -> (tensor<16xf16> {jax.result_info = "result"}) {
    %0 = chlo.erf_inv %arg0 : tensor<16xf16> -> tensor<16xf16>
    return %0 : tensor<16xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3A2C, 0x2D96, 0xBABC, 0x2E3E, 0x36D3, 0xAB16, 0xBB3D, 0x3B47, 0x3203, 0xB605, 0x36F2, 0x3B43, 0x30A9, 0xB983, 0xB90D, 0xB623]> : tensor<16xf16>
    %r:1 = func.call @model(%a0) : (tensor<16xf16>) -> (tensor<16xf16>)
    check.expect_almost_eq_const %r#0, dense<[0x3AD0, 0x2CF6, 0xBBFC, 0x2D8C, 0x365E, 0xAA49, 0xBCB8, 0x3CCA, 0x3161, 0xB58D, 0x367F, 0x3CC3, 0x3027, 0xB9BB, 0xB916, 0xB5AB]> : tensor<16xf16> {tolerance = 4.8e-03 : f64}
    func.return
  }
}
