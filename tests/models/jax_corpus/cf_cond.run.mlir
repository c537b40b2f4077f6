// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<i1>, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %3 = stablehlo.multiply %arg1, %2 : tensor<3xf32>
      stablehlo.return %3 : tensor<3xf32>
    }, {
      %2 = stablehlo.cosine %arg1 : tensor<3xf32>
      stablehlo.return %2 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<true> : tensor<i1>
    %a1 = stablehlo.constant dense<[0x3CEA3CE5, 0x3F964A74, 0xBF872660]> : tensor<3xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<i1>, tensor<3xf32>) -> (tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F7FE536, 0x3EC5CD07, 0x3EFC266C]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
