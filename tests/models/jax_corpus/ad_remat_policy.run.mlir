// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:2 = stablehlo.optimization_barrier %arg0, %cst : tensor<6xf32>, tensor<f32>
    %1 = stablehlo.sine %0#0 : tensor<6xf32>
    %2 = stablehlo.cosine %0#0 : tensor<6xf32>
    %3 = stablehlo.exponential %1 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %0#1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<6xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<6xf32>
    return %9 : tensor<6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3E8BCF9F, 0x3ECAFA27, 0xBF0AD032, 0xBFF955B7, 0x3F586B50, 0xBEDDBCC6]> : tensor<6xf32>
    %r:1 = func.call @model(%a0) : (tensor<6xf32>) -> (tensor<6xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x405360D5, 0x407F96E7, 0x3F1C3CCE, 0xBDEAF128, 0x40BD9EDC, 0x3F48C30E]> : tensor<6xf32> {tolerance = 1.2e-04 : f64}
    func.return
  }
}
