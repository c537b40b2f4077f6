// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %6 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<4xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %5 = "stablehlo.scatter"(%3, %4, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %6 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<4xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<4xf32>
    return %2, %5 : tensor<4xf32>, tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBF9EA9F9, 0x3FB431BE, 0x3F2797E0, 0x3F8403B7, 0x3F631CAC, 0x3FA636E5, 0xBFB95528, 0x3D93FCEC]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[0, 0, 1, 1, 1, 2, 3, 3]> : tensor<8xi32>
    %r:2 = func.call @model(%a0, %a1) : (tensor<8xf32>, tensor<8xi32>) -> (tensor<4xf32>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3E2C3E28, 0x4024AEFE, 0x3FA636E5, 0xBFB01559]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3FB431BE, 0x3F8403B7, 0x3FA636E5, 0x3D93FCEC]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
