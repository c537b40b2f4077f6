// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x4xf32>, %arg1: tensor<5x2xi32>, %arg2: tensor<5xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg1 [0:5, 0:1] : (tensor<5x2xi32>) -> tensor<5x1xi32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xi32>) -> tensor<5xi32>
    %2 = stablehlo.slice %arg1 [0:5, 1:2] : (tensor<5x2xi32>) -> tensor<5x1xi32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xi32>) -> tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.add %1, %6 : tensor<5xi32>
    %8 = stablehlo.select %5, %7, %1 : tensor<5xi1>, tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.add %3, %11 : tensor<5xi32>
    %13 = stablehlo.select %10, %12, %3 : tensor<5xi1>, tensor<5xi32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %17 = "stablehlo.scatter"(%arg0, %16, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %18 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<4x4xf32>
    return %17 : tensor<4x4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xC0165E9C, 0xBD53C158, 0x3FCED81C, 0xBFC41B1F], [0x3F87AAB8, 0xBEC3303C, 0x3FA40ED2, 0xBF9AD18A], [0xBE0DFB7C, 0x3E8F4C9C, 0xBED713AD, 0xBF23258D], [0xBE1A22CB, 0x3FF55BF7, 0xBE56942C, 0xBEDBAA35]]> : tensor<4x4xf32>
    %a1 = stablehlo.constant dense<[[3, 0], [3, 3], [3, 3], [2, 3], [3, 2]]> : tensor<5x2xi32>
    %a2 = stablehlo.constant dense<[0x3EF59722, 0x3DEB8452, 0xBEF05828, 0x3F1D240B, 0x3EC77281]> : tensor<5xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<4x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> (tensor<4x4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xC0165E9C, 0xBD53C158, 0x3FCED81C, 0xBFC41B1F], [0x3F87AAB8, 0xBEC3303C, 0x3FA40ED2, 0xBF9AD18A], [0xBE0DFB7C, 0x3E8F4C9C, 0xBED713AD, 0xBCC03040], [0x3EA885BC, 0x3FF55BF7, 0x3E3850D6, 0xBF4890A4]]> : tensor<4x4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
