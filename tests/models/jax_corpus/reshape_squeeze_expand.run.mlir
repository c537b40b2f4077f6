// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %6 = stablehlo.slice %5 [0:12:3] : (tensor<12xf32>) -> tensor<4xf32>
    return %0, %2, %4, %6 : tensor<2x6xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBF6FB3EE, 0x3F010F92, 0xBEA3BE7D, 0x400F7232], [0x3F803C76, 0xBDDEAC0E, 0x3FB3DABA, 0x3F132C06], [0xBE2D225E, 0xBDD36A46, 0x3FA52C0F, 0x3F4908F8]]> : tensor<3x4xf32>
    %r:4 = func.call @model(%a0) : (tensor<3x4xf32>) -> (tensor<2x6xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBF6FB3EE, 0x3F010F92, 0xBEA3BE7D, 0x400F7232, 0x3F803C76, 0xBDDEAC0E], [0x3FB3DABA, 0x3F132C06, 0xBE2D225E, 0xBDD36A46, 0x3FA52C0F, 0x3F4908F8]]> : tensor<2x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBF6FB3EE, 0x3F010F92, 0xBEA3BE7D, 0x400F7232], [0x3F803C76, 0xBDDEAC0E, 0x3FB3DABA, 0x3F132C06], [0xBE2D225E, 0xBDD36A46, 0x3FA52C0F, 0x3F4908F8]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBF6FB3EE, 0xBF6FB3EE, 0xBF6FB3EE, 0xBF6FB3EE], [0x3F803C76, 0x3F803C76, 0x3F803C76, 0x3F803C76], [0xBE2D225E, 0xBE2D225E, 0xBE2D225E, 0xBE2D225E]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0xBF6FB3EE, 0x400F7232, 0x3FB3DABA, 0xBDD36A46]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
