// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_cosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.cosh %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE6B2718, 0x4046504B, 0x3FF7FB98, 0x3EE42693, 0xC0359610, 0xC074D62D, 0x4017E496, 0x3FD31438, 0xC07F52D3, 0x3FA016EA, 0xC098D398, 0x3FFF5A8F, 0x3FB3E806, 0x3FF72E4B, 0xBF62A378, 0x3FB0C2A3]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F8363D1, 0x4131B47D, 0x4062B46F, 0x3F8CEB7C, 0x410905FF, 0x41B785FB, 0x40AD3828, 0x402C9E07, 0x41D82BA1, 0x3FF1DC98, 0x426D3BF0, 0x406F9C95, 0x400A5507, 0x406158BF, 0x3FB58632, 0x40075C02]> : tensor<16xf32> {tolerance = 1.2e-03 : f64}
    func.return
  }
}
