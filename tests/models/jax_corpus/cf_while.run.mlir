// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__while attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>) -> (tensor<i64> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
    cond {
      %c_1 = stablehlo.constant dense<10> : tensor<i64>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      %cst = stablehlo.constant dense<1.100000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %3 = stablehlo.multiply %iterArg_0, %2 : tensor<4xf32>
      %4 = stablehlo.sine %iterArg_0 : tensor<4xf32>
      %5 = stablehlo.add %3, %4 : tensor<4xf32>
      stablehlo.return %1, %5 : tensor<i64>, tensor<4xf32>
    }
    return %0#0, %0#1 : tensor<i64>, tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBF301473, 0x3EAEB5DC, 0xBF8F49C4, 0xBFA616B0]> : tensor<4xf32>
    %r:2 = func.call @model(%a0) : (tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
    check.expect_eq_const %r#0, dense<10> : tensor<i64>
    check.expect_almost_eq_const %r#1, dense<[0xC05FF0A8, 0x405FF0A1, 0xC05FF0A9, 0xC05FF0A9]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
