// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_cbrt attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.cbrt %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBF12F86F, 0x40F7E45E, 0x409AFD3F, 0x3F8E981C, 0xC0E2FB94, 0xC11905DC, 0x40BDDDBC, 0x4083ECA3, 0xC11F93C4, 0x40481CA4, 0xC13F087E, 0x409F9899, 0x4060E208, 0x409A7CEF, 0xC00DA62B, 0x405CF34C]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBF54C43B, 0x3FFD44B0, 0x3FD89159, 0x3F84B0D3, 0xBFF5EFED, 0xC007D988, 0x3FE7BA00, 0x3FCD3E34, 0xC009C324, 0x3FBB2C0A, 0xC01246EE, 0x3FDAB14D, 0x3FC298C2, 0x3FD85585, 0xBFA6CF47, 0x3FC174AA]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
