// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.143 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi64>, %arg2: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x6xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<[2, 0, 1]> : tensor<3xui32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<3x3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<3x2xi64>
    %c_1 = stablehlo.constant dense<3> : tensor<3x2xi64>
    %c_2 = stablehlo.constant dense<4> : tensor<3xi64>
    %cst_3 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<3xi64>
    %0 = stablehlo.compare  LT, %arg1, %c_6 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %1 = stablehlo.add %arg1, %c_2 : tensor<3xi64>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<3xi1>, tensor<3xi64>
    %3 = stablehlo.reshape %2 : (tensor<3xi64>) -> tensor<3x1xi64>
    %4 = "stablehlo.scatter"(%arg2, %3, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %25 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<3x1xi64>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.iota dim = 0 : tensor<3xi64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi64>) -> tensor<3x2x1xi64>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xi64>) -> tensor<3x2xi64>
    %8 = stablehlo.remainder %7, %c_1 : tensor<3x2xi64>
    %9 = stablehlo.sign %8 : tensor<3x2xi64>
    %10 = stablehlo.compare  LT, %9, %c_0 : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %11 = stablehlo.convert %10 : (tensor<3x2xi1>) -> tensor<3x2xi64>
    %12 = stablehlo.multiply %11, %c_1 : tensor<3x2xi64>
    %13 = stablehlo.add %8, %12 : tensor<3x2xi64>
    %14 = stablehlo.reshape %13 : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %15 = stablehlo.concatenate %6, %14, dim = 2 : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %16 = stablehlo.slice %arg0 [0:3, 0:2] : (tensor<3x3xf32>) -> tensor<3x2xf32>
    %17 = "stablehlo.scatter"(%arg2, %15, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<3x2x2xi64>, tensor<3x2xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.multiply %arg0, %cst : tensor<3x3xf32>
    %19 = "stablehlo.scatter"(%arg2, %3, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<3x1xi64>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %20 = stablehlo.pad %arg2, %cst_5, low = [0, 1], high = [1, 2], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<5x6xf32>
    %21 = stablehlo.reverse %arg2, dims = [0] : tensor<4x3xf32>
    %22 = "stablehlo.gather"(%arg2, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x3xf32>, tensor<3xui32>) -> tensor<4x3xf32>
    %23 = stablehlo.reduce(%arg2 init: %cst_4) applies stablehlo.maximum across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.reduce(%arg2 init: %cst_3) applies stablehlo.minimum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    return %4, %17, %19, %20, %21, %22, %23, %24 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x6xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4xf32>
  }
}
