// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.133 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x5xi64>, %arg1: tensor<10x4xf32>, %arg2: tensor<3xi64>, %arg3: tensor<4x6xf32>) -> (tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32>) {
    %c = stablehlo.constant dense<4> : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<3xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x5xi64>) -> tensor<10xi64>
    %1 = stablehlo.convert %0 : (tensor<10xi64>) -> tensor<10xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<10xui32>) -> tensor<10x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<10x4xf32>) -> tensor<2x5x4xf32>
    %4 = stablehlo.convert %arg2 : (tensor<3xi64>) -> tensor<3xui32>
    %5 = "stablehlo.gather"(%arg3, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<3xui32>) -> tensor<3x6xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xui32>) -> tensor<4x3x1xui32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xi64>) -> tensor<4x3xi64>
    %9 = stablehlo.convert %8 : (tensor<4x3xi64>) -> tensor<4x3xui32>
    %10 = stablehlo.reshape %9 : (tensor<4x3xui32>) -> tensor<4x3x1xui32>
    %11 = stablehlo.concatenate %7, %10, dim = 2 : (tensor<4x3x1xui32>, tensor<4x3x1xui32>) -> tensor<4x3x2xui32>
    %12 = "stablehlo.gather"(%arg3, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x3x2xui32>) -> tensor<4x3xf32>
    %13 = stablehlo.compare  GT, %arg3, %cst_1 : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %14 = stablehlo.select %13, %arg3, %cst : tensor<4x6xi1>, tensor<4x6xf32>
    %15 = "stablehlo.reduce_window"(%arg3, %cst_4) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %38 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %38 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.iota dim = 0 : tensor<6xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<6xi32>) -> tensor<4x6xi32>
    %18:2 = "stablehlo.sort"(%arg3, %17) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %38 = stablehlo.compare  GT, %arg4, %arg5,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    %19 = stablehlo.slice %18#0 [0:4, 0:2] : (tensor<4x6xf32>) -> tensor<4x2xf32>
    %20 = stablehlo.slice %18#1 [0:4, 0:2] : (tensor<4x6xi32>) -> tensor<4x2xi32>
    %21 = stablehlo.convert %20 : (tensor<4x2xi32>) -> tensor<4x2xi64>
    %22 = stablehlo.slice %arg3 [0:4, 0:1] : (tensor<4x6xf32>) -> tensor<4x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x1xf32>) -> tensor<4xf32>
    %24 = stablehlo.iota dim = 0 : tensor<4xi32>
    %25:2 = "stablehlo.sort"(%23, %24) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %38 = stablehlo.compare  GT, %arg4, %arg5,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    %26 = stablehlo.convert %25#1 : (tensor<4xi32>) -> tensor<4xi64>
    %27 = stablehlo.reduce(%3 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5xf32>
    %28 = stablehlo.iota dim = 0 : tensor<5xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<5xi32>) -> tensor<2x5xi32>
    %30:2 = stablehlo.reduce(%27 init: %cst_3), (%29 init: %c_2) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %38 = stablehlo.compare  GE, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = stablehlo.select %38, %arg4, %arg6 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare  EQ, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %41 = stablehlo.minimum %arg5, %arg7 : tensor<i32>
      %42 = stablehlo.select %38, %arg5, %arg7 : tensor<i1>, tensor<i32>
      %43 = stablehlo.select %40, %41, %42 : tensor<i1>, tensor<i32>
      stablehlo.return %39, %43 : tensor<f32>, tensor<i32>
    }
    %31 = stablehlo.convert %30#1 : (tensor<2xi32>) -> tensor<2xi64>
    %32 = stablehlo.slice %arg3 [0:4, 1:4] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %33 = stablehlo.compare  LT, %arg2, %c_0 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %34 = stablehlo.add %arg2, %c : tensor<3xi64>
    %35 = stablehlo.select %33, %34, %arg2 : tensor<3xi1>, tensor<3xi64>
    %36 = stablehlo.reshape %35 : (tensor<3xi64>) -> tensor<3x1xi64>
    %37 = "stablehlo.gather"(%32, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
    return %3, %5, %12, %14, %15, %19, %21, %25#0, %26, %31, %37 : tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32>
  }
}
