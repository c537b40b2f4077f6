// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf16>) -> (tensor<16xf16> {jax.result_info = "result"}) {
    %0 = chlo.erf %arg0 : tensor<16xf16> -> tensor<16xf16>
    return %0 : tensor<16xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xAF59, 0x3E33, 0x3BC0, 0x3321, 0xBDAD, 0xBFA7, 0x3CBF, 0x3A99, 0xBFFB, 0x3901, 0xC0C7, 0x3BFB, 0x399F, 0x3BB9, 0xB715, 0x3986]> : tensor<16xf16>
    %r:1 = func.call @model(%a0) : (tensor<16xf16>) -> (tensor<16xf16>)
    check.expect_almost_eq_const %r#0, dense<[0xB021, 0x3BC6, 0x3AA2, 0x33EA, 0xBBA4, 0xBBF2, 0x3B41, 0x3A0D, 0xBBF6, 0x38FD, 0xBBFF, 0x3ABC, 0x3970, 0x3A9F, 0xB780, 0x395E]> : tensor<16xf16> {tolerance = 4.0e-03 : f64}
    func.return
  }
}
