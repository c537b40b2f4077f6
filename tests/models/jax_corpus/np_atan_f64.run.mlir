// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arctan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.atan %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFD60BAA40000000, 0x4012978700000000, 0x40073F9640000000, 0x3FE5639DC0000000, 0xC011061180000000, 0xC016F41440000000, 0x400C7ADC20000000, 0x4003C9E540000000, 0xC017EFC3C0000000, 0x3FFE044BE0000000, 0xC01CA7AC80000000, 0x4007F07D60000000, 0x4000DDC080000000, 0x40072C5700000000, 0xBFF53F5340000000, 0x4000923F40000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xBFD53B1BAFC582BD, 0x3FF5BDF83088CDF8, 0x3FF3D47E761DBFBD, 0x3FE2DACC2A332482, 0xBFF570B4C07D123E, 0xBFF65F4918ECB06A, 0x3FF4C052635F8CAD, 0x3FF2FC5D77C0984F, 0xBFF67BC5E836B642, 0x3FF14C114CFC2DA5, 0xBFF6E9E279ACE3B0, 0x3FF3F8FB7C934DE4, 0x3FF20BE33296564A, 0x3FF3D06817BD5ED6, 0xBFED9C83FF36FDDF, 0x3FF1EFC074169876]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
