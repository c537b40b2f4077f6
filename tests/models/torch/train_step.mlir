// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.400 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xi64>, %arg1: tensor<5xf32>, %arg2: tensor<5x16xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x3x3x3xf32>, %arg9: tensor<2x4xi64>, %arg10: tensor<7x3xf32>, %arg11: tensor<2x3x8x8xf32>, %arg12: tensor<f32>, %arg13: tensor<i64>) -> (tensor<f32>, tensor<7x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x16xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x1x4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x2x2xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %c = stablehlo.constant dense<[[[[true, false, false, false]], [[true, false, false, false]], [[true, false, false, false]]], [[[true, false, false, false]], [[true, false, false, false]], [[true, false, false, false]]]]> : tensor<2x3x1x4xi1>
    %c_6 = stablehlo.constant dense<-1> : tensor<8xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<8xi64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<7x3xf32>
    %c_9 = stablehlo.constant dense<-100> : tensor<2xi64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg9 : (tensor<2x4xi64>) -> tensor<8xi64>
    %1 = stablehlo.convert %0 : (tensor<8xi64>) -> tensor<8xui32>
    %2 = "stablehlo.gather"(%arg10, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<7x3xf32>, tensor<8xui32>) -> tensor<8x3xf32>
    %3 = stablehlo.reshape %2 : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,3,4]{1,2,0}"} : (tensor<2x4x3xf32>) -> tensor<2x3x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3x4xf32>) -> tensor<2x3x1x4xf32>
    %6 = stablehlo.slice %5 [0:2, 0:3, 0:1, 0:1] : (tensor<2x3x1x4xf32>) -> tensor<2x3x1x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x3x1x1xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x8x8xf32>
    %9 = stablehlo.add %arg11, %8 : tensor<2x3x8x8xf32>
    %10 = stablehlo.convolution(%9, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32>
    %11 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<4xf32>) -> tensor<2x4x8x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x4x8x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%12, %arg6, %arg5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>)
    %13 = stablehlo.maximum %output, %cst_13 : tensor<2x4x8x8xf32>
    %14 = "stablehlo.reduce_window"(%13, %cst_14) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.maximum %arg14, %arg15 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi64>) -> tensor<2x5xi64>
    %16 = stablehlo.iota dim = 0 : tensor<5xi64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<5xi64>) -> tensor<2x5xi64>
    %18 = stablehlo.compare  EQ, %15, %17 : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %19 = stablehlo.select %18, %cst_12, %cst_11 : tensor<2x5xi1>, tensor<2x5xf32>
    %20 = stablehlo.compare  NE, %19, %cst_12 : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %21 = stablehlo.negate %19 : tensor<2x5xf32>
    %22 = "stablehlo.reduce_window"(%14, %cst_15) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x2x2xf32>
    %23 = "stablehlo.reduce_window"(%cst_10, %cst_15) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<2x2xf32>) -> tensor<2x4x2x2xf32>
    %25 = stablehlo.divide %22, %24 : tensor<2x4x2x2xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x2x2xf32>) -> tensor<2x16xf32>
    %27 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,5]{0,1}"} : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %28 = stablehlo.dot_general %26, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x5xf32>) -> tensor<2x5xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x5xf32>
    %31 = stablehlo.reduce(%30 init: %cst_14) applies stablehlo.maximum across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<2x5xf32>
    %34 = stablehlo.exponential %33 : tensor<2x5xf32>
    %35 = stablehlo.reduce(%34 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %36 = stablehlo.log %35 : tensor<2xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
    %38 = stablehlo.subtract %33, %37 : tensor<2x5xf32>
    %39 = stablehlo.multiply %21, %38 : tensor<2x5xf32>
    %40 = stablehlo.select %20, %cst_11, %39 : tensor<2x5xi1>, tensor<2x5xf32>
    %41 = stablehlo.compare  NE, %arg0, %c_9 : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi1>) -> tensor<2x5xi1>
    %43 = stablehlo.select %42, %cst_12, %cst_11 : tensor<2x5xi1>, tensor<2x5xf32>
    %44 = stablehlo.multiply %43, %19 : tensor<2x5xf32>
    %45 = stablehlo.multiply %40, %44 : tensor<2x5xf32>
    %46 = stablehlo.reduce(%45 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.reduce(%44 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.divide %46, %47 : tensor<f32>
    %49 = stablehlo.compare  LT, %0, %c_7 : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %50 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %51 = stablehlo.add %0, %50 : tensor<8xi64>
    %52 = stablehlo.select %49, %51, %0 : tensor<8xi1>, tensor<8xi64>
    %53 = stablehlo.reshape %52 : (tensor<8xi64>) -> tensor<8x1xi64>
    %54 = stablehlo.compare  NE, %0, %c_6 : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<8xi1>) -> tensor<8x3xi1>
    %56 = stablehlo.add %batch_var, %cst_4 : tensor<4xf32>
    %57 = stablehlo.rsqrt %56 : tensor<4xf32>
    %58 = stablehlo.divide %cst_5, %57 : tensor<4xf32>
    %59 = stablehlo.multiply %58, %58 : tensor<4xf32>
    %60 = stablehlo.subtract %59, %cst_4 : tensor<4xf32>
    %61 = stablehlo.compare  GT, %13, %cst_13 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xi1>
    %62 = stablehlo.multiply %21, %44 : tensor<2x5xf32>
    %63 = stablehlo.compare  NE, %47, %cst_15 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %64 = stablehlo.select %63, %47, %cst_16 : tensor<i1>, tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %66 = stablehlo.divide %62, %65 : tensor<2x5xf32>
    %67 = stablehlo.exponential %38 : tensor<2x5xf32>
    %68 = stablehlo.reduce(%66 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<2x5xf32>
    %71 = stablehlo.subtract %66, %70 : tensor<2x5xf32>
    %72 = stablehlo.dot_general %71, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x16xf32>) -> tensor<2x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x16xf32>) -> tensor<2x4x2x2xf32>
    %74 = stablehlo.divide %73, %cst_3 : tensor<2x4x2x2xf32>
    %75 = stablehlo.pad %74, %cst_15, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 1, 1] : (tensor<2x4x2x2xf32>, tensor<f32>) -> tensor<2x4x5x5xf32>
    %76 = "stablehlo.reduce_window"(%75, %cst_15) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %77 = "stablehlo.select_and_scatter"(%13, %76, %cst_15) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.compare  GE, %arg14, %arg15 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %123 : tensor<i1>
    }, {
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.select %61, %77, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%12, %arg6, %batch_mean, %60, %78) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x8x8xf32>) -> (tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>)
    %79 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[3,3,3,4]{1,0,2,3}"} : (tensor<4x3x3x3xf32>) -> tensor<3x3x3x4xf32>
    %80 = stablehlo.reverse %79, dims = [0, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[3,3,3,4]{1,0,2,3}"} : tensor<3x3x3x4xf32>
    %81 = stablehlo.convolution(%grad_operand, %80) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x8x8xf32>, tensor<3x3x3x4xf32>) -> tensor<2x3x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_15) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x3x8x8xf32>, tensor<f32>) -> tensor<2x3xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x3xf32>) -> tensor<2x3x1x1xf32>
    %84 = stablehlo.pad %83, %cst_15, low = [0, 0, 0, 0], high = [0, 0, 0, 3], interior = [0, 0, 0, 0] : (tensor<2x3x1x1xf32>, tensor<f32>) -> tensor<2x3x1x4xf32>
    %85 = stablehlo.select %c, %84, %cst_2 : tensor<2x3x1x4xi1>, tensor<2x3x1x4xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x3x1x4xf32>) -> tensor<2x3x4xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,3]{1,2,0}"} : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
    %89 = stablehlo.select %55, %88, %cst_1 : tensor<8x3xi1>, tensor<8x3xf32>
    %90 = "stablehlo.scatter"(%cst_8, %53, %89) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %123 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<7x3xf32>, tensor<8x1xi64>, tensor<8x3xf32>) -> tensor<7x3xf32>
    %91 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<7x3xf32>
    %93 = stablehlo.add %arg10, %92 : tensor<7x3xf32>
    %94 = stablehlo.convolution(%9, %grad_operand) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<3x3x3x4xf32>
    %95 = stablehlo.transpose %94, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,3,3,3]{0,1,3,2}"} : (tensor<3x3x3x4xf32>) -> tensor<4x3x3x3xf32>
    %96 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<4x3x3x3xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<4x3x3x3xf32>
    %98 = stablehlo.add %arg8, %97 : tensor<4x3x3x3xf32>
    %99 = stablehlo.reduce(%grad_operand init: %cst_15) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4xf32>
    %100 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<4xf32>
    %102 = stablehlo.add %arg7, %101 : tensor<4xf32>
    %103 = stablehlo.multiply %grad_scale, %100 : tensor<4xf32>
    %104 = stablehlo.add %arg6, %103 : tensor<4xf32>
    %105 = stablehlo.multiply %grad_offset, %100 : tensor<4xf32>
    %106 = stablehlo.add %arg5, %105 : tensor<4xf32>
    %107 = stablehlo.transpose %26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,2]{0,1}"} : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %108 = stablehlo.dot_general %107, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x5xf32>) -> tensor<16x5xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,16]{0,1}"} : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %110 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<5x16xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<5x16xf32>
    %112 = stablehlo.add %arg2, %111 : tensor<5x16xf32>
    %113 = stablehlo.reduce(%71 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<2x5xf32>, tensor<f32>) -> tensor<5xf32>
    %114 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<5xf32>
    %116 = stablehlo.add %arg1, %115 : tensor<5xf32>
    %117 = stablehlo.multiply %batch_mean, %cst_0 : tensor<4xf32>
    %118 = stablehlo.multiply %arg4, %cst : tensor<4xf32>
    %119 = stablehlo.add %117, %118 : tensor<4xf32>
    %120 = stablehlo.multiply %batch_var, %cst_0 : tensor<4xf32>
    %121 = stablehlo.multiply %arg3, %cst : tensor<4xf32>
    %122 = stablehlo.add %120, %121 : tensor<4xf32>
    return %48, %93, %98, %102, %104, %106, %112, %116, %119, %122 : tensor<f32>, tensor<7x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x16xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
