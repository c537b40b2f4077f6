// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_digamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.digamma %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40DA7C80, 0x40DDEABB, 0x40D10522, 0x3FF8A9CA, 0x4005D93C, 0xC0822E01, 0x40BF451E, 0xC08DF00D, 0xBFA46E9C, 0x40C15EBE, 0xBFC4E73C, 0xBE21786F, 0x408EB547, 0x4091017A, 0xC0464E35, 0x40DE9EC1]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FEC48D4, 0x3FEE6E3C, 0x3FE62B5C, 0x3EC530D6, 0x3EF5CEE6, 0x417FA2A0, 0x3FD9DA3E, 0x400F8E61, 0x40475613, 0x3FDB5F7B, 0x3EAF0888, 0x40AF0C1C, 0x3FB07BD7, 0x3FB2C5B2, 0x4131B7BB, 0x3FEEDDBA]> : tensor<16xf32> {tolerance = 3.2e-04 : f64}
    func.return
  }
}
