// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arcsinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.asinh %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFD60BAA40000000, 0x4012978700000000, 0x40073F9640000000, 0x3FE5639DC0000000, 0xC011061180000000, 0xC016F41440000000, 0x400C7ADC20000000, 0x4003C9E540000000, 0xC017EFC3C0000000, 0x3FFE044BE0000000, 0xC01CA7AC80000000, 0x4007F07D60000000, 0x4000DDC080000000, 0x40072C5700000000, 0xBFF53F5340000000, 0x4000923F40000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xBFD5A1A098AB3D0A, 0x4001ED79F449497D, 0x3FFC9CEB00948CC9, 0x3FE40D116E6C19A0, 0xC0013D688FCDDBA9, 0xC003952694608856, 0x3FFFB690E2CFB29E, 0x3FFA32AFD7F6CB2D, 0xC003E9D1F2F6208A, 0x3FF6304878B7C5A9, 0xC005560C93FC1038, 0x3FFD0E8936BCACD5, 0x3FF7DB486290BDB6, 0x3FFC905FDC3C8939, 0xBFF186B1AA228E64, 0x3FF79A19C9DC3579]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
