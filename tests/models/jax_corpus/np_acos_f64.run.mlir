// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arccos attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.acos %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3FE8AF2920000000, 0x3FB656BAA0000000, 0xBFEAEF3880000000, 0x3FB8F9DAA0000000, 0x3FDB4CD900000000, 0xBFAC560CE0000000, 0xBFECF4FD40000000, 0x3FED1D8D00000000, 0x3FC80CE160000000, 0xBFD8149B80000000, 0x3FDBC62860000000, 0x3FED0BECE0000000, 0x3FC2A2EA60000000, 0xBFE60A5400000000, 0xBFE4345A20000000, 0xBFD88D2820000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FE612BB1569AF5E, 0x3FF7BC1B25324136, 0x400491DDA91F8BD0, 0x3FF791BAAC8D334C, 0x3FF214E852E5C453, 0x3FFA04C965C700E2, 0x40059D9A8CFF2868, 0x3FDB61FFBA1529B8, 0x3FF61BC5155F11BB, 0x3FFF4E07A6250401, 0x3FF1F34F9B206662, 0x3FDBB67ADB1BB8B0, 0x3FF6CB7D6DF89E04, 0x4002A504540BF8C0, 0x4002087B59466991, 0x3FFF6E9C475E94A4]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
