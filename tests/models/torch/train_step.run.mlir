// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.400 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<2xi64>, %arg1: tensor<5xf32>, %arg2: tensor<5x16xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x3x3x3xf32>, %arg9: tensor<2x4xi64>, %arg10: tensor<7x3xf32>, %arg11: tensor<2x3x8x8xf32>, %arg12: tensor<f32>, %arg13: tensor<i64>) -> (tensor<f32>, tensor<7x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x16xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[4, 1]> : tensor<2xi64>
    %a1 = stablehlo.constant dense<[0xBE471EEE, 0xBE0F0A4C, 0x3C865430, 0xBD243AA0, 0xBE114B5E]> : tensor<5xf32>
    %a2 = stablehlo.constant dense<[[0xBE4440DC, 0x3E3BB46E, 0x3E4F1344, 0x3E77DD8E, 0xBE30F976, 0xBE6F706A, 0x3DD8C138, 0x3E38334E, 0xBD2ADB10, 0xBDAFCEBC, 0xBDADEE20, 0x3BC95080, 0xBE543CD0, 0xBE3DC178, 0x3DBBC048, 0xBDDEDFE4], [0x3CE3DB20, 0x3C6116E0, 0x3D018548, 0x3E7D2162, 0xBE16F7EC, 0x3DA9A1F0, 0x3E0615F0, 0x3DDF9160, 0x3CA34F00, 0xBE256E40, 0xBDF2A73C, 0x3E293298, 0xBDF8B674, 0x3DBB46B0, 0x3E1E4D26, 0xBE2130C0], [0xBE17AB68, 0xBE4227FA, 0x3E21D6DE, 0xBE2DF56A, 0xBE5375F0, 0xBE680AC6, 0x3DE686E8, 0xBE4E0A4C, 0xBDC82F28, 0x3E30AC3C, 0x3DC69B9C, 0x3E7CE6A2, 0xBE6AB26A, 0xBBD40F00, 0xBDA744F0, 0x3E162134], [0xBE7B825E, 0x3C1C8860, 0x3E4468DA, 0xBE14CA04, 0xBD953FF4, 0x3E69B252, 0x3D3318A8, 0xBB890C00, 0x3E05ED78, 0x3D43CEE0, 0xBD5580A0, 0x3E769A5C, 0x3E0C59EE, 0xBDA75770, 0xBD984C68, 0xBDD00438], [0x3E4B960A, 0x3E323FEA, 0xBE6995D8, 0xBDEFB948, 0x3E0851B8, 0xBD95CB84, 0xBD985FB8, 0x3CDE7D80, 0x3E51D07A, 0xBD8C5EDC, 0x3D2E2C10, 0xBE12B440, 0x3E4A783C, 0xBE42B08A, 0xBD2BF1F0, 0x3E13CFD4]]> : tensor<5x16xf32>
    %a3 = stablehlo.constant dense<[0x3F5EBDC1, 0x3FB6E2D8, 0x3F9B16C4, 0x3F505F86]> : tensor<4xf32>
    %a4 = stablehlo.constant dense<[0xBDA200F8, 0x3E723028, 0xBEC97796, 0xBC7A8A40]> : tensor<4xf32>
    %a5 = stablehlo.constant dense<[0xBD83E9DD, 0xBE3E7DC7, 0x3E4C5A8B, 0x3E184167]> : tensor<4xf32>
    %a6 = stablehlo.constant dense<[0x3FBD5EE9, 0x3F48A124, 0x3F9FF3DE, 0x3F2B2A34]> : tensor<4xf32>
    %a7 = stablehlo.constant dense<[0xBDDAEA4C, 0x3D763A80, 0x3E074286, 0x3E1D8A84]> : tensor<4xf32>
    %a8 = stablehlo.constant dense<[[[[0xBD668C67, 0x3E187F7B, 0xBE10DBE6], [0x3C830427, 0xBE317550, 0xBDC599A4], [0x3A731833, 0x3CB7A925, 0xBDA29D28]], [[0xBDD4A9D8, 0xBD081E00, 0x3E0E809C], [0x3A35E9D8, 0xBE379121, 0xBDB258BD], [0x3E06CFE3, 0xBE244F00, 0xBD85E9BC]], [[0x3D326A22, 0x3D56A223, 0x3B730DCF], [0x3D981526, 0x3D87B0D2, 0xBDEA9448], [0xBAA89178, 0x3E2A45C4, 0x3D131405]]], [[[0x3D7EA172, 0x3DEA1D53, 0xBD02A817], [0xBDADC5F5, 0x3E00BB93, 0x3E3E788D], [0x3D185FE7, 0x3DACA912, 0x3BC8D34F]], [[0xBD06027D, 0x3D86DD9B, 0x3DCEB1CE], [0x3E2840FA, 0xBDDA33B3, 0x3DC30C02], [0x3E2BF37B, 0x3E15A1DE, 0x3E216A06]], [[0x3D202F63, 0xBD4799E8, 0x3E2A8512], [0x3DD6F774, 0x3E082C7A, 0x3DE7E527], [0xBCBA4813, 0x3E124DF0, 0x3E2432DC]]], [[[0x3DD52DDB, 0xBE19C506, 0xBDBD8411], [0x3C80C0ED, 0xBCEBC426, 0x3E1E6E88], [0xBE113AA7, 0xBD1CF685, 0x3E2DC272]], [[0xBBB99B8B, 0x3D991730, 0x3E1FDD72], [0x3E1029ED, 0xBDFADDDC, 0xBD5B9BC6], [0x3D4E9ABF, 0x3DB8B14B, 0xBE078EDD]], [[0xBCFC0645, 0x3D61BE80, 0xBD7351BE], [0xBD115950, 0x3D88F9A8, 0xBD86B286], [0x3DABE622, 0xBD3787CE, 0x3DCE3494]]], [[[0xBE1475AD, 0x3D79035C, 0x3E2FAB3A], [0x3D55A48F, 0x3E374D8B, 0x3E0D3972], [0xBE33B010, 0x3E18072C, 0xBE20BD12]], [[0x3DAEADBA, 0x3D88C9A1, 0x3D9BD5C6], [0xBD17037F, 0x3D16BDF9, 0x3DD88343], [0xBD955680, 0xBDBBA6DD, 0x3DDF89FF]], [[0x3E36A2EA, 0xBC808B2F, 0xBE08AD7D], [0x3DE95F92, 0xBCBD980F, 0x3E0F3930], [0x3D5C9C2A, 0x3DF31784, 0x3DCD8445]]]]> : tensor<4x3x3x3xf32>
    %a9 = stablehlo.constant dense<[[1, 6, 0, 3], [2, 2, 5, 4]]> : tensor<2x4xi64>
    %a10 = stablehlo.constant dense<[[0xC0089798, 0xBEAC70FB, 0x3FA4AED6], [0xBE3252E3, 0xBF3EAD20, 0x3F0BC83C], [0xBFBA9FCB, 0x3F2B341A, 0xBF980129], [0x3F9230F5, 0x3DFCE7E1, 0x3FC81321], [0xBFBA4ACF, 0xBD663397, 0x3E9AE4ED], [0xBF42EC70, 0x3EBAED2A, 0x3EE27C6A], [0xBF6A9E8C, 0x3F67D67F, 0xBFF7C307]]> : tensor<7x3xf32>
    %a11 = stablehlo.constant dense<[[[[0xBF14E05D, 0x3FBA9C96, 0x3DD2B64A, 0xBEF3653F, 0x3F2A2019, 0x3F7D1648, 0xBFF5401E, 0xBECCD27E], [0xBEDF1393, 0xBFAC9AA5, 0xBEDA850B, 0x3F88E9D3, 0xBF6D60B9, 0xBE0DD957, 0xBDAB2E4D, 0xBFAF43C8], [0xBF2CB5EF, 0xC027C9E9, 0xBFA3E09A, 0x3F0EFA54, 0xBFEDC014, 0x3F0B2546, 0x3E211F7E, 0x3EC35CE0], [0xBDB826D1, 0x3F8093F4, 0x3F825EFF, 0xBFC6C6C8, 0x3E1DF65B, 0x3FB1244B, 0xBEDB465A, 0xBFFF0935], [0xBE5A35E2, 0x3FB726A4, 0x3FA14AED, 0x3FC56C9D, 0xBFD0C525, 0xBF062423, 0xBF022449, 0xBF7A501F], [0xBF79C25D, 0xBFBC03CC, 0x3EC4CEFD, 0x3FE1933A, 0xBD006EF7, 0xBF87E54E, 0xBF6605F3, 0xBFEAF76C], [0x3D37C57F, 0x3D8341F6, 0x3F4EE89F, 0x3FFBB36C, 0xC007B274, 0xBFBB967D, 0x3E9E7F9D, 0x3FBD7F41], [0x3F86F77B, 0xBEE03E71, 0xBE806A97, 0x3F3DAD5C, 0xBF2F9AE6, 0xBFAD4981, 0x3FBF747F, 0xBFA06666]], [[0x3E034C51, 0xBF71763D, 0x3E9EFA92, 0x3F502619, 0x3E91F68A, 0xBFAEF641, 0x3F0DC53B, 0xBF6C9389], [0x3EACAF12, 0x3FAED38F, 0x40052D6C, 0xBF9EF69D, 0xBF52EC60, 0xBF091952, 0x3EA84433, 0x3F4C2985], [0x3D2ACE91, 0x3F0D1BF8, 0xBF01C1EE, 0xBE221DE9, 0xBEAE2202, 0x3F7E9DEC, 0xBFAF98CC, 0x3F3E1838], [0x3FDE0524, 0xBF4023FB, 0xBF90B297, 0x3F46617B, 0xBF007DF7, 0xBDE239B7, 0x3E87328D, 0x3FBE45D4], [0x3EDF1E9A, 0x3FA94990, 0x3FBFF782, 0xBFA7F700, 0xBD45EFE4, 0xBF587867, 0x3FD58AC2, 0x3F835700], [0xBF970BC5, 0x3FBC82E1, 0xBDD27FF3, 0xBCCB50A6, 0x40027542, 0x3D170F58, 0x3EDB46AC, 0xBD854A9C], [0xBEC322F1, 0x3FDCF599, 0xBFEB8394, 0xBEAECECF, 0x3F839330, 0xC00F7DAF, 0x3FE7DF78, 0x3D38D4C6], [0x401A3346, 0xC001B934, 0x3F3D082F, 0xBFFC35B1, 0xC02A7442, 0x3EF6F7B9, 0x3B82BCEE, 0x3E26D263]], [[0x3F4E8A96, 0xBEA9AE1B, 0x3EFE0C21, 0xBFB22BEB, 0x3F005973, 0xBE25EAEB, 0xBED80CF9, 0xBF78FF54], [0x3F82A4DB, 0x3FA08949, 0x3F01E9E6, 0xBFB480DD, 0xBF72C26F, 0xBEFC0775, 0x3F1137C8, 0xBFAACFED], [0x3EB5A115, 0x3EA83DEB, 0xBF23B550, 0xBE499238, 0x3F12C442, 0x3FBFBD9A, 0x3F2B720E, 0xBF32D662], [0x3FAA774B, 0x3FA00686, 0x3F45565E, 0x3FCBAEFA, 0xBDE9416D, 0x3FC17F77, 0x3F3C780A, 0x3E8B9F78], [0xBED4289B, 0xBF53BA98, 0x3EB28D4D, 0x3E0C1230, 0xBFF30576, 0xBECE2FB9, 0xBE71EFC1, 0x3EA53FE6], [0x3E8D9232, 0xBFF20DBA, 0x3D77A33B, 0x3EF48344, 0x3FD35D75, 0x3F06FEE2, 0xBEC1DF89, 0x3FC04161], [0x3FD29D89, 0x3F8F6275, 0xBFE9B237, 0x3F2FBCCB, 0xBE04478F, 0x3FD69841, 0x3F98E039, 0xBE8EEC90], [0x3FBD9F7A, 0xBFB177B0, 0xBF29BB51, 0xBF2E1D24, 0x3F8525A8, 0xBECD6958, 0xBFBB8126, 0x3EA46731]]], [[[0xBE8D55D8, 0xC03B0B2E, 0xBF855B96, 0x3EE177B7, 0x3FCC1CBA, 0xBF91B4FE, 0x3E9C2CCD, 0xBF3E80F4], [0x3DDF29A2, 0xBF3BF78E, 0xBE9F3CA2, 0xBF191A5C, 0x3DBC47F6, 0xBE60D6B5, 0x3DDD23E7, 0xBF9ED49B], [0x3FC6C9FB, 0xBEE770A1, 0xBF39B925, 0xBF8F850B, 0xBFB92AD5, 0x3EB90440, 0x3F8639A1, 0x3E2D2027], [0x3EFC7BBE, 0xBF5FFB4F, 0x3F1F3D7C, 0x3D06E6B9, 0xBEE62268, 0xBF9C38EC, 0x3F3EE078, 0x3EF0B190], [0x3E91DA8C, 0x401E3DA2, 0xBFD29455, 0xBEBD72A8, 0x3E3068C7, 0x3D8ED174, 0xBEEA867C, 0xBEAB6DB4], [0xBE9F72E4, 0x3E546DC1, 0xBF0B70E6, 0xC026BDBD, 0xBF0A21A9, 0xBF7D7379, 0xBF4177AC, 0x3F452056], [0x3F01C86D, 0x3F464D21, 0x3E7DF52E, 0x3FB11B77, 0xBED20657, 0xBEABD649, 0x3F07D78B, 0xBE81804F], [0x3D416C39, 0xBF524F8C, 0xBE8DA543, 0x3F28EB94, 0x3E218965, 0x3FA9607C, 0xBF3984CB, 0x3F5632B6]], [[0x3FD581A5, 0x3EA16FE4, 0x3F3995F7, 0x3E8CB404, 0xBDD6DEA2, 0x3F19BD18, 0x3E89AF9E, 0x3EBF3547], [0xBED1A6AA, 0xBF634B46, 0xBE8C30AD, 0x3EDE7989, 0xBF8C8063, 0x3F2FEDC8, 0xBF1AD657, 0x3F88D2AA], [0xBE995568, 0xC024A0FA, 0xBF02CD62, 0x3F0526B9, 0x3DAAED88, 0xBF3BEA74, 0xBF870176, 0x3EF381FB], [0xBEB71241, 0xBF8E50F7, 0xBE8CF636, 0xBF8BBAC9, 0x3E028E70, 0xBFCC7497, 0x3F5934E5, 0x3ED109F2], [0xBED23D04, 0xBFA188C4, 0xBE929C5E, 0x3F9C7A79, 0xBF10BBCD, 0xBF1E9329, 0x3E229AAE, 0x3F128697], [0x3F87F41F, 0x3E08AA9F, 0xBFDF3FE9, 0x3F3EC510, 0xBF05BA8A, 0x3DFDE1DE, 0x3F29B1A0, 0xBEC9AF28], [0x3F79F1B8, 0xBF8D9F56, 0x3EF931F4, 0xBE8021CC, 0x3F59686F, 0xBEF8A72B, 0x3ECEA2A5, 0xBF8C38FA], [0x3F2608F4, 0xBE64563B, 0xBEFD3E27, 0x3F80CE36, 0x3FFBF156, 0x3BBD53E6, 0xBE668AFE, 0x3F1DF89F]], [[0x3FF6D1E0, 0x3FD849AA, 0xBFF70562, 0xBD3D8903, 0xBF3CCF57, 0x3E214E14, 0xC02DB98E, 0xC0118C76], [0x3DFBC150, 0xBF059525, 0xBF764F5F, 0x3F43264B, 0x3EF323F9, 0xBF810945, 0xBF0041C2, 0xBF9FE4F4], [0xBDDC7CE7, 0xBFA2795E, 0xC00931EB, 0xBE7FA3D0, 0x3F0CC4BE, 0xBF14A41E, 0xBE511C30, 0xBF612019], [0x3FB88565, 0xBEF92369, 0x3F69EE99, 0xBEF0ACA6, 0x3F045B25, 0xBDE6F9DC, 0xBF87723D, 0xBF07FC23], [0xBFB61DF3, 0xBEC28190, 0xBEE44165, 0x3F517D56, 0xBFA7B839, 0xBEB340FC, 0xBF860681, 0x3F8E0DA0], [0x3F3683F1, 0xBD7D08AB, 0x3FB591D5, 0x3FD14C2B, 0x3F3A8D49, 0xBF14D509, 0x3DB8837E, 0x3F149BE3], [0xBF675000, 0xBEED4146, 0x3FEA2E74, 0xBF8830CA, 0xBFFD2DE4, 0x3E627B35, 0x3F2125DD, 0xBD05CA1D], [0x3DF69A4F, 0x3F812EE4, 0x3EF6F1A4, 0x3F86FCD5, 0x3E8C24B5, 0x3FB40B1D, 0x3A8DACE6, 0x401A8B66]]]]> : tensor<2x3x8x8xf32>
    %a12 = stablehlo.constant dense<0xBDCCCCCD> : tensor<f32>
    %a13 = stablehlo.constant dense<7> : tensor<i64>
    %r:10 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13) : (tensor<2xi64>, tensor<5xf32>, tensor<5x16xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x3x3x3xf32>, tensor<2x4xi64>, tensor<7x3xf32>, tensor<2x3x8x8xf32>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<7x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x16xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<0x3FCFABD6> : tensor<f32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xC0089798, 0xBEAC70FB, 0x3FA4AED6], [0xBE2F71D4, 0xBF3E5E7A, 0x3F0A5F14], [0xBFBAD594, 0x3F2A64CF, 0xBF971ECD], [0x3F9230F5, 0x3DFCE7E1, 0x3FC81321], [0xBFBA4ACF, 0xBD663397, 0x3E9AE4ED], [0xBF42EC70, 0x3EBAED2A, 0x3EE27C6A], [0xBF6A9E8C, 0x3F67D67F, 0xBFF7C307]]> : tensor<7x3xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#2, dense<[[[[0xBDB45B04, 0x3E0381B5, 0xBE50A8C5], [0xBD222050, 0xBE5C0A66, 0xBDACACDD], [0xBD75C9B9, 0xBB6883F3, 0xBE046295]], [[0xBDC99692, 0xBCF15D3E, 0x3E19B31A], [0x3B884B6E, 0xBE0793B3, 0xBD51C5DA], [0x3E1D7F37, 0xBDF1DDA4, 0xBE03BBC2]], [[0x3D33FFF7, 0x3CF17611, 0xBC81BBD1], [0x3D7A7FBD, 0x3D122F65, 0xBE02BEB4], [0x3C797DEE, 0x3E274D66, 0xBCED6BD0]]], [[[0x3D39B140, 0x3DC67476, 0xBCD0E9A8], [0xBDB4FA8C, 0x3E046AD2, 0x3E3A15BE], [0x3CF1CC2B, 0x3DA93DA4, 0x3B7BD379]], [[0xBCA0FA23, 0x3DA641AF, 0x3DC29D1D], [0x3E35398E, 0xBDD807B0, 0x3DC704EA], [0x3E3673CE, 0x3E215F38, 0x3E27BADF]], [[0x3D095913, 0xBD8C51C0, 0x3E272ACA], [0x3DD05E3C, 0x3DF34943, 0x3DEC1853], [0xBD0A356D, 0x3E0A2507, 0x3E238D23]]], [[[0x3DFB8EC0, 0xBDF2782D, 0xBD8B5B73], [0x3D18EE99, 0x3C2F84B1, 0x3E411C36], [0xBE023430, 0x3CA9A680, 0x3E34DF33]], [[0xBD144011, 0x3DA2D17A, 0x3DF6D889], [0x3E018B5B, 0xBE02930E, 0xBDCDE80C], [0x3DA8E030, 0x3DBB2806, 0xBE22B2DC]], [[0xBC9C3C2D, 0x3D67024C, 0xBCF4D021], [0xBC240F00, 0x3DC42066, 0xBD2959AC], [0x3DD3DA75, 0xBD034783, 0x3E102B90]]], [[[0xBE133264, 0x3D3EFDB5, 0x3E1EF789], [0x3D1AA97C, 0x3E3417A1, 0x3E0974A3], [0xBE32C13E, 0x3E1CE67E, 0xBE2A43C3]], [[0x3DAC9E6D, 0x3D98BEBF, 0x3DAD8666], [0xBD1B37EA, 0x3D3CC147, 0x3DD5B1B1], [0xBD6CC650, 0xBDD2DD2C, 0x3DF7BC1B]], [[0x3E369389, 0xBCC30F0D, 0xBE0B91C0], [0x3DEE9A5E, 0xBCB89832, 0x3E00685F], [0x3D89C781, 0x3DFD7B2C, 0x3DE27DEF]]]]> : tensor<4x3x3x3xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#3, dense<[0xBDDAEA4D, 0x3D763A80, 0x3E074286, 0x3E1D8A84]> : tensor<4xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#4, dense<[0x3FBD685F, 0x3F49A57B, 0x3F9E6F4B, 0x3F2EE606]> : tensor<4xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#5, dense<[0xBD7AAA5C, 0xBE382F6D, 0x3E3BC4D5, 0x3E266185]> : tensor<4xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#6, dense<[[0xBE5B197B, 0x3E2B3B5B, 0x3E3B0110, 0x3E671874, 0xBE383A6C, 0xBE751083, 0x3DCAC090, 0x3E32AE3C, 0xBD7F585E, 0xBDD5FAD5, 0xBDD23AED, 0xBC475A40, 0xBE5F2CCD, 0xBE4667EE, 0x3DA3881A, 0xBDED5C81], [0x3C66C188, 0x3B4D8ABC, 0x3D0E3753, 0x3E6135EC, 0xBE278DE5, 0x3D959017, 0x3DEF5999, 0x3DDB5F8D, 0x3D5139EF, 0xBDF533F2, 0xBDB199C7, 0x3E4DDEDD, 0xBE0A5C0C, 0x3D9BB4BE, 0x3E1B42D4, 0xBE2947F2], [0xBE2ADBE9, 0xBE4FDE1E, 0x3E0E48E4, 0xBE38FD03, 0xBE5772D1, 0xBE6BA02E, 0x3DDE4627, 0xBE52E6F8, 0xBDFB4215, 0x3E172A2A, 0x3D98F148, 0x3E64C78F, 0xBE729EF7, 0xBC4136DE, 0xBDBD2501, 0x3E10AD31], [0xBE8EB019, 0xBC69258A, 0x3E2545F9, 0xBE2C1488, 0xBDA89859, 0x3E61F17F, 0x3D0D2ED1, 0xBC494B6E, 0x3DC53B93, 0x3C7CBE2C, 0xBDA8592B, 0x3E5682FD, 0x3DF99263, 0xBDBF1F78, 0xBDBCFCA9, 0xBDE4D805], [0x3E92C625, 0x3E73A543, 0xBE25FF4C, 0xBD2367DC, 0x3E2DD1BA, 0xBD3F9A05, 0xBD24AE3A, 0x3D425AB7, 0x3E81F22B, 0xBD0D0F05, 0x3DA59890, 0xBDD8D3D5, 0x3E7AE654, 0xBE18EA21, 0x3AB90AD2, 0x3E33033E]]> : tensor<5x16xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#7, dense<[0xBE55462A, 0xBDE9D574, 0xBA92A1E9, 0xBD82486C, 0xBDE67CB7]> : tensor<5xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#8, dense<[0xBD6D20D4, 0x3E19ED5E, 0xBEAEC76A, 0xBD271EB0]> : tensor<4xf32> {tolerance = 1.0e-03 : f64}
    check.expect_almost_eq_const %r#9, dense<[0x3F522BFC, 0x3FAD0497, 0x3F8F046B, 0x3F486FC6]> : tensor<4xf32> {tolerance = 1.0e-03 : f64}
    func.return
  }
}
