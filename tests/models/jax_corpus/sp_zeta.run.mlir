// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result"}) {
    %0 = chlo.zeta %arg0, %arg1 : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x406DF2DD, 0x40AACBF3, 0x4018460A, 0x406E6B6A, 0x40408A05, 0x4050C04C, 0x404C85EB, 0x4062C1A0, 0x400F4A49, 0x40544E18, 0x40A53DBE, 0x40BDCF2A]> : tensor<12xf32>
    %a1 = stablehlo.constant dense<[0x3F863718, 0x405A3407, 0x4036C3DA, 0x404E36ED, 0x4017EAA2, 0x4074112E, 0x40707CE2, 0x3F9CA7D9, 0x3FAB20BE, 0x3F85935B, 0x3FC54861, 0x40675417]> : tensor<12xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F6F6593, 0x3B0481F2, 0x3E5E7BFC, 0x3CBA07A4, 0x3E077413, 0x3CEAB4BF, 0x3D07E1F1, 0x3F13B9E1, 0x3F63E4D3, 0x3F8122D1, 0x3DF0546E, 0x3A2EC07E]> : tensor<12xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
