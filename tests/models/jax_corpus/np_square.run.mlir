// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_square attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.square %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3C5800CC, 0x4019A04D, 0x3F703777, 0x3D4B54BC, 0x4000CD8B, 0x406A28F9, 0x3FB43EEA, 0x3F2E0A56, 0x407EA61B, 0x3EC8394D, 0x40B677E7, 0x3F7EB589, 0x3EFCDC95, 0x3F6EAA5D, 0x3E48A508, 0x3EF41868]> : tensor<16xf32> {tolerance = 1.1e-04 : f64}
    func.return
  }
}
