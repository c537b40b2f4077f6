// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "my.tanh2" %arg0 {decomposition = @my.tanh2, version = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @my.tanh2(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBD08ABA7, 0xBF6E523B, 0x40077E8F, 0x3E83A3D0]> : tensor<4xf32>
    %r:1 = func.call @model(%a0) : (tensor<4xf32>) -> (tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBD889EAC, 0xBFBB24F9, 0x3FF8AFB5, 0x3F00D05C]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
