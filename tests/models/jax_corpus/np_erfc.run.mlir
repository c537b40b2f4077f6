// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erfc attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.erfc %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F9082E1, 0x3CE90812, 0x3E2ECEC3, 0x3F40B06E, 0x3FFA4312, 0x3FFF203D, 0x3DBF18C4, 0x3E796FFA, 0x3FFF631A, 0x3EC0C399, 0x3FFFE7FD, 0x3E222676, 0x3EA3FDBC, 0x3E303A6F, 0x3FBBFE03, 0x3EA85C7F]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
