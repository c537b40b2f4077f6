// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.erf %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBE041708, 0x3F78B7BF, 0x3F544C51, 0x3E7D3E47, 0xBF748623, 0xBF7E407B, 0x3F681CE8, 0x3F41A403, 0xBF7EC634, 0x3F1F9E34, 0xBF7FCFFA, 0x3F577665, 0x3F2E0122, 0x3F53F165, 0xBEEFF80A, 0x3F2BD1C1]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
