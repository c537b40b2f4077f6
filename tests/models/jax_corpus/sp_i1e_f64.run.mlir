// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.bessel_i1e %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFF25F0DE0000000, 0x402EFC8BC0000000, 0x40235FA7E0000000, 0x4001D30380000000, 0xC02C5F7280000000, 0xC03320BB80000000, 0x4027BBB780000000, 0x40207D9460000000, 0xC033F27880000000, 0x4019039480000000, 0xC037E10FC0000000, 0x4023F31320000000, 0x401C1C4100000000, 0x40234F9DE0000000, 0xC011B4C560000000, 0x401B9E6980000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xBFCB5E42D134BF04, 0x3FB94E164D26838D, 0x3FBF7F929A914D48, 0x3FCB15C8AA2807B4, 0xBFBA61B1B6ED3BFD, 0xBFB6E2CDE38C2678, 0x3FBCAF08F2C520D2, 0x3FC0F0A7261875EF, 0xBFB66E196552ABB9, 0x3FC31F71BEE5CCC6, 0xBFB4912A76097DC7, 0x3FBF14473BE8BBAF, 0x3FC22E86BA592DA8, 0x3FBF8B81881C6EC3, 0xBFC605C70436D014, 0x3FC252800C252609]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
