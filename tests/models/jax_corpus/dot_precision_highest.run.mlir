// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf32>, %arg1: tensor<4x2xf32>) -> (tensor<3x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3E67C1CB, 0xBF0850C9, 0x3F24FEBA, 0xBF880F38], [0x3F1CB9C9, 0xC00343CA, 0xBEB9A92C, 0xBF731FF1], [0x3FA6E936, 0xBF0DB7DA, 0x3E69B5B9, 0xBF5EB526]]> : tensor<3x4xf32>
    %a1 = stablehlo.constant dense<[[0xBF1D56A7, 0xBEDCD034], [0x3E954664, 0xBF28F8C3], [0x3F6D0D04, 0xBEF4B8D3], [0x3F6EDDB4, 0x3D5248F5]]> : tensor<4x2xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<3x4xf32>, tensor<4x2xf32>) -> (tensor<3x2xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBF307A13, 0xBDDEC61C], [0xC00C8DF7, 0x3F9B6E09], [0xBFC817C4, 0xBEB39418]]> : tensor<3x2xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
