// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F9F07CC, 0xBFB9F379, 0x3E59C7FC, 0xBF471807]> : tensor<4xf32>
    %r:1 = func.call @model(%a0) : (tensor<4xf32>) -> (tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FC5955F, 0x400711CC, 0x3D3944A5, 0x3F1AD65D]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
