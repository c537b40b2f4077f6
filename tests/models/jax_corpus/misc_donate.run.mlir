// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEB471D2, 0x3BD433A5, 0xBF6EE071]> : tensor<3xf32>
    %a1 = stablehlo.constant dense<[0xBE1DADC9, 0xBF5B5371, 0x3EABC1E4]> : tensor<3xf32>
    %r:2 = func.call @model(%a0, %a1) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBF01A45B, 0xBF59AB0A, 0xBF18FF7F]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3D5E4899, 0xBBB5CD59, 0xBEA044D7]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
