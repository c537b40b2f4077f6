// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_lgamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf16>) -> (tensor<16xf16> {jax.result_info = "result"}) {
    %0 = chlo.lgamma %arg0 : tensor<16xf16> -> tensor<16xf16>
    return %0 : tensor<16xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x4790, 0x4073, 0x46CA, 0x4326, 0x428B, 0x3964, 0x3FCE, 0x4668, 0x41FD, 0x4655, 0xC354, 0x408D, 0x4648, 0x454A, 0x40DA, 0x4308]> : tensor<16xf16>
    %r:1 = func.call @model(%a0) : (tensor<16xf16>) -> (tensor<16xf16>)
    check.expect_almost_eq_const %r#0, dense<[0x47A8, 0x2F13, 0x4630, 0x3D23, 0x3BA9, 0x34B3, 0xA516, 0x457F, 0x3981, 0x455D, 0xBD9B, 0x3078, 0x4546, 0x433F, 0x337C, 0x3CDF]> : tensor<16xf16> {tolerance = 3.1e-02 : f64}
    func.return
  }
}
