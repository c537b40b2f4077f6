// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_sinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.sinh %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE6B2718, 0x4046504B, 0x3FF7FB98, 0x3EE42693, 0xC0359610, 0xC074D62D, 0x4017E496, 0x3FD31438, 0xC07F52D3, 0x3FA016EA, 0xC098D398, 0x3FFF5A8F, 0x3FB3E806, 0x3FF72E4B, 0xBF62A378, 0x3FB0C2A3]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBE6D3997, 0x4130FBB7, 0x40597BC7, 0x3EEBC6C5, 0xC1081609, 0xC1B75953, 0x40AA3CE8, 0x40205081, 0xC1D805B9, 0x3FCD36F8, 0xC26D334E, 0x4066E807, 0x3FF54609, 0x40581141, 0xBF80B687, 0x3FEE8C08]> : tensor<16xf32> {tolerance = 1.2e-03 : f64}
    func.return
  }
}
