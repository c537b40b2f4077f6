// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf32>) -> (tensor<6xi1> {jax.result_info = "result[0]"}, tensor<6xi1> {jax.result_info = "result[1]"}, tensor<6xi1> {jax.result_info = "result[2]"}, tensor<6xi1> {jax.result_info = "result[3]"}, tensor<6xi1> {jax.result_info = "result[4]"}) {
    %0 = call @isinf(%arg0) : (tensor<6xf32>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.compare EQ, %arg0, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.compare EQ, %arg0, %3, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %6 = stablehlo.is_finite %arg0 : (tensor<6xf32>) -> tensor<6xi1>
    return %0, %2, %4, %5, %6 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
  }
  func.func private @isinf(%arg0: tensor<6xf32>) -> tensor<6xi1> {
    %0 = stablehlo.abs %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    return %2 : tensor<6xi1>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x0, 0xC0200000]> : tensor<6xf32>
    %r:5 = func.call @model(%a0) : (tensor<6xf32>) -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>)
    check.expect_eq_const %r#0, dense<[false, true, true, false, false, false]> : tensor<6xi1>
    check.expect_eq_const %r#1, dense<[false, true, false, false, false, false]> : tensor<6xi1>
    check.expect_eq_const %r#2, dense<[false, false, true, false, false, false]> : tensor<6xi1>
    check.expect_eq_const %r#3, dense<[false, false, false, true, false, false]> : tensor<6xi1>
    check.expect_eq_const %r#4, dense<[true, false, false, false, true, true]> : tensor<6xi1>
    func.return
  }
}
