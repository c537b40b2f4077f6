// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<5xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = call @clip(%4, %cst_1, %cst_2) : (tensor<5xf32>, tensor<f64>, tensor<f64>) -> tensor<5xf32>
    return %0, %5 : tensor<5xf32>, tensor<5xf32>
  }
  func.func private @clip(%arg0: tensor<5xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<5xf32>
    return %5 : tensor<5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3EBF0351, 0x3F1E3BC2, 0xBDD10F69, 0x3D6E0874, 0xBF5D61D5]> : tensor<5xf32>
    %r:2 = func.call @model(%a0) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3E0E85F3, 0x3EC39BA3, 0x3C2ABA2A, 0x3B5D53B8, 0x3F3F720F]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3F3F0351, 0x3F800000, 0xBE510F69, 0x3DEE0874, 0xBF800000]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
