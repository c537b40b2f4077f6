// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_expm1 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBDDE2799, 0x406D54AA, 0x3FD13660, 0x3E7F908E, 0xBF420981, 0xBF5A3268, 0x4011AC24, 0x3FA3F154, 0xBF5D2BAB, 0x3F5E7030, 0xBF687E6C, 0x3FDB1016, 0x3F8278F8, 0x3FD02860, 0xBEB7208D, 0x3F7EA18E]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
