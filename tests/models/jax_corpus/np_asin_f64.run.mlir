// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arcsin attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.asin %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3FE8AF2920000000, 0x3FB656BAA0000000, 0xBFEAEF3880000000, 0x3FB8F9DAA0000000, 0x3FDB4CD900000000, 0xBFAC560CE0000000, 0xBFECF4FD40000000, 0x3FED1D8D00000000, 0x3FC80CE160000000, 0xBFD8149B80000000, 0x3FDBC62860000000, 0x3FED0BECE0000000, 0x3FC2A2EA60000000, 0xBFE60A5400000000, 0xBFE4345A20000000, 0xBFD88D2820000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FEC313B931EAAD2, 0x3FB65E02F11EBE20, 0xBFF001BFFDFAEA87, 0x3FB9040A7B6F9CCB, 0x3FDC344C0579A315, 0xBFAC59C2305A7933, 0xBFF21939C5BA23B8, 0x3FF2497B65BEE2AA, 0x3FC831B1F728DAE9, 0xBFD8B03147835BA2, 0x3FDCBAAEE48F1AD7, 0x3FF2345C9D7D3EED, 0x3FC2B3EF325C78A4, 0xBFE8501AA7A788CF, 0xBFE5DDF6BC914C14, 0xBFD93283CC699E2E]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
