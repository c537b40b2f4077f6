// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<12xf64>, %arg1: tensor<12xf64>) -> (tensor<12xf64> {jax.result_info = "result"}) {
    %0 = chlo.zeta %arg0, %arg1 : tensor<12xf64>, tensor<12xf64> -> tensor<12xf64>
    return %0 : tensor<12xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x4015A3F5E1B69A8E, 0x3FFD2FDE7EF18004, 0x40016F6AD5302154, 0x40096EE64A9C27DE, 0x4010C3AF00F13F13, 0x40090EFAF10BFF13, 0x40101E402684E032, 0x400BF824A9E00A28, 0x401043B6BE40E651, 0x400F415B09CBD6FC, 0x40135FE47C0E7382, 0x40099B70A06ACC46]> : tensor<12xf64>
    %a1 = stablehlo.constant dense<[0x400888C154F3E45E, 0x3FEA2F9CED96858E, 0x3FE06EA446CA33A4, 0x400D658F44B72323, 0x400B962026289FBE, 0x3FFFF2F7BD7A3F89, 0x3FF771275C503BEE, 0x3FF567EBA1F58888, 0x4001D0A97486B9D7, 0x400D1D4AC4635757, 0x3FEE1A9F727D8FE7, 0x4003835736EA0241]> : tensor<12xf64>
    %r:1 = func.call @model(%a0, %a1) : (tensor<12xf64>, tensor<12xf64>) -> (tensor<12xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3F6966FAB1D4365E, 0x4003056AA9FFBB4C, 0x40142AB0E717D902, 0x3FA27169139ADC74, 0x3F832EBEA25EC798, 0x3FC6DA797429D9CA, 0x3FD02A0EABFF031E, 0x3FDC3CA7B211D396, 0x3FAAF827B32DC23F, 0x3F8834CA2C19A689, 0x3FF645CE8160DA32, 0x3FB93F20EDC456EF]> : tensor<12xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
