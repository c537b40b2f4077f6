// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_lgamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xbf16>) -> (tensor<16xbf16> {jax.result_info = "result"}) {
    %0 = chlo.lgamma %arg0 : tensor<16xbf16> -> tensor<16xbf16>
    return %0 : tensor<16xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40F2, 0x400E, 0x40D9, 0x4065, 0x4051, 0x3F2D, 0x3FFA, 0x40CD, 0x4040, 0x40CB, 0xC06A, 0x4012, 0x40C9, 0x40A9, 0x401B, 0x4061]> : tensor<16xbf16>
    %r:1 = func.call @model(%a0) : (tensor<16xbf16>) -> (tensor<16xbf16>)
    check.expect_almost_eq_const %r#0, dense<[0x40F5, 0x3DDC, 0x40C6, 0x3FA5, 0x3F74, 0x3E95, 0xBC9C, 0x40B0, 0x3F31, 0x40AC, 0xBFB4, 0x3E12, 0x40A9, 0x4067, 0x3E6D, 0x3F9C]> : tensor<16xbf16> {tolerance = 2.3e-01 : f64}
    func.return
  }
}
