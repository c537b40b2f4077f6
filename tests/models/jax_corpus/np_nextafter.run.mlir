// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = chlo.next_after %arg0, %arg1 : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3EC9BF3E, 0xBEEDAB49, 0xBFA35DD1, 0x3FE0A347, 0x3F488638, 0xBF03081E, 0x3FA128D9, 0xC026B400]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[0xBFBF75D5, 0xBEAE1902, 0x3F65C180, 0x3F1291B0, 0xBF47190C, 0x3FBAAB1F, 0x3F58C0EE, 0x3F93F20F]> : tensor<8xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3EC9BF3D, 0xBEEDAB48, 0xBFA35DD0, 0x3FE0A346, 0x3F488637, 0xBF03081D, 0x3FA128D8, 0xC026B3FF]> : tensor<8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
