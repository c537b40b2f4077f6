// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.36 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<2xi32>) {
    %c = stablehlo.constant dense<7> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<4> : tensor<4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<4xi64>
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<4x3xf32>
    %2 = stablehlo.compare  LT, %arg1, %c_1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %3 = stablehlo.add %arg1, %c_0 : tensor<4xi64>
    %4 = stablehlo.select %2, %3, %arg1 : tensor<4xi1>, tensor<4xi64>
    %5 = stablehlo.reshape %4 : (tensor<4xi64>) -> tensor<4x1xi64>
    %6 = "stablehlo.gather"(%arg2, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
    %7 = stablehlo.add %1, %6 : tensor<4x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.add %7, %8 : tensor<4x3xf32>
    return %9, %c : tensor<4x3xf32>, tensor<2xi32>
  }
}
