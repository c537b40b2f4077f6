// gather 32k rows of 50k x 128 + scatter-add gradient; exported by bench/export.py with JAX 0.10.2.
module @jit_embedding attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50000x128xf32>, %arg1: tensor<32768xi32>, %arg2: tensor<32768x128xf32>) -> (tensor<32768x128xf32> {jax.result_info = "result[0]"}, tensor<50000x128xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %c_0 = stablehlo.constant dense<50000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32768xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32768xi1>, tensor<32768xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32768xi32>) -> tensor<32768x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<50000x128xf32>, tensor<32768x1xi32>) -> tensor<32768x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<50000x128xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %c_2 = stablehlo.constant dense<50000> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<32768xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<32768xi1>, tensor<32768xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<32768xi32>) -> tensor<32768x1xi32>
    %14 = "stablehlo.scatter"(%7, %13, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %15 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<50000x128xf32>, tensor<32768x1xi32>, tensor<32768x128xf32>) -> tensor<50000x128xf32>
    return %6, %14 : tensor<32768x128xf32>, tensor<50000x128xf32>
  }
}
