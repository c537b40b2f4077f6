// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<6xf32>
    return %6 : tensor<6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F8A9B62, 0x3D4E942C, 0xBD6AB074, 0xBF5AAD22, 0x3F3BE5F1, 0x3E757750]> : tensor<6xf32>
    %a1 = stablehlo.constant dense<[0, 2, 5]> : tensor<3xi32>
    %a2 = stablehlo.constant dense<[0xBFBBC1BC, 0xBF3F02A4, 0xBF2AC266]> : tensor<3xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<6xf32>, tensor<3xi32>, tensor<3xf32>) -> (tensor<6xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBFBBC1BC, 0x3D4E942C, 0xBF3F02A4, 0xBF5AAD22, 0x3F3BE5F1, 0xBF2AC266]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
