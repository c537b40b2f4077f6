// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.355 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3xf32>, %arg1: tensor<6x3x2x2xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<6xf32>, %arg5: tensor<6x4x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x1x3x3xf32>, %arg9: tensor<1x4x6x6xf32>, %arg10: tensor<4xf32>, %arg11: tensor<2xf32>, %arg12: tensor<2x3x3xf32>, %arg13: tensor<1xf32>) -> (tensor<1x3x6x6xf32>, tensor<1x6x6x6xf32>, tensor<1x4x5x7xf32>, tensor<1x1x12x12xf32>, tensor<1x2x17xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<1x4x6x6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+01> : tensor<1x4x6x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1x4x6x6xf32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<1x4x6x6xf32>
    %cst_3 = stablehlo.constant dense<3.40282347E+38> : tensor<1x4x6x6xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<1x4x6x6xf32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x4x6x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<1x4x6x6xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<7x3xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<7xf32>
    %cst_10 = stablehlo.constant dense<0.857142865> : tensor<7xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<7xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<7xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<7x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<7x3xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<5x3xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<5xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %cst_18 = stablehlo.constant dense<1.200000e+00> : tensor<5xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<5x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<5x3xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<6xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<6xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<6x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<6x6xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<1x6x6x6xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<1x6x6x6xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg9, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x6x6xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<4xf32>) -> tensor<1x4x6x6xf32>
    %2 = stablehlo.add %0, %1 : tensor<1x4x6x6xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x4x6x6xf32>) -> tensor<1x2x72xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_30, %cst_29) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x72xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x72xf32>, tensor<2xf32>, tensor<2xf32>)
    %4 = stablehlo.reshape %arg10 : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x6x6xf32>
    %6 = stablehlo.reshape %output : (tensor<1x2x72xf32>) -> tensor<1x4x6x6xf32>
    %7 = stablehlo.reshape %arg6 : (tensor<4xf32>) -> tensor<1x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x6x6xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<1x4x6x6xf32>
    %10 = stablehlo.add %5, %9 : tensor<1x4x6x6xf32>
    %11 = stablehlo.convolution(%10, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x6x6xf32>, tensor<6x4x3x3xf32>) -> tensor<1x6x6x6xf32>
    %12 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<6xf32>) -> tensor<1x6x6x6xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x6x6x6xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%13, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x6x6x6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<1x6x6x6xf32>, tensor<6xf32>, tensor<6xf32>)
    %14 = stablehlo.compare  GT, %output_32, %cst_28 : (tensor<1x6x6x6xf32>, tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xi1>
    %15 = stablehlo.multiply %output_32, %cst_27 : tensor<1x6x6x6xf32>
    %16 = stablehlo.select %14, %output_32, %15 : tensor<1x6x6x6xi1>, tensor<1x6x6x6xf32>
    %17 = "stablehlo.reduce_window"(%16, %cst_31) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %120 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %120 : tensor<f32>
    }) : (tensor<1x6x6x6xf32>, tensor<f32>) -> tensor<1x6x3x3xf32>
    %18 = "stablehlo.reduce_window"(%cst_26, %cst_31) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %120 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %120 : tensor<f32>
    }) : (tensor<6x6xf32>, tensor<f32>) -> tensor<3x3xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2, 3] : (tensor<3x3xf32>) -> tensor<1x6x3x3xf32>
    %20 = stablehlo.divide %17, %19 : tensor<1x6x3x3xf32>
    %21 = stablehlo.transpose %arg1, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[2,2,3,6]{1,0,2,3}"} : (tensor<6x3x2x2xf32>) -> tensor<2x2x3x6xf32>
    %22 = stablehlo.reverse %21, dims = [0, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[2,2,3,6]{1,0,2,3}"} : tensor<2x2x3x6xf32>
    %23 = stablehlo.convolution(%20, %22) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x3x3xf32>, tensor<2x2x3x6xf32>) -> tensor<1x3x6x6xf32>
    %24 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<1x3x6x6xf32>
    %25 = stablehlo.add %23, %24 : tensor<1x3x6x6xf32>
    %26 = stablehlo.reduce(%cst_25 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %27 = stablehlo.reshape %26 : (tensor<6xf32>) -> tensor<6x1xf32>
    %28 = stablehlo.divide %cst_25, %27 : tensor<6x1xf32>
    %29 = stablehlo.dot_general %28, %28, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1x6x1xf32>
    %30 = stablehlo.transpose %20, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,3,3,6]{1,2,3,0}"} : (tensor<1x6x3x3xf32>) -> tensor<1x3x3x6xf32>
    %31 = stablehlo.iota dim = 0 : tensor<6xf32>
    %32 = stablehlo.multiply %31, %cst_24 : tensor<6xf32>
    %33 = stablehlo.floor %32 : tensor<6xf32>
    %34 = stablehlo.minimum %33, %cst_23 : tensor<6xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<6xf32>) -> tensor<6x6x1xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<6xf32>) -> tensor<6x6x1xf32>
    %37 = stablehlo.concatenate %35, %36, dim = 2 : (tensor<6x6x1xf32>, tensor<6x6x1xf32>) -> tensor<6x6x2xf32>
    %38 = stablehlo.convert %37 : (tensor<6x6x2xf32>) -> tensor<6x6x2xi32>
    %39 = "stablehlo.gather"(%30, %38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 6>}> : (tensor<1x3x3x6xf32>, tensor<6x6x2xi32>) -> tensor<1x1x1x6x6x6xf32>
    %40 = stablehlo.dot_general %29, %39, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<6x1x6x1xf32>, tensor<1x1x1x6x6x6xf32>) -> tensor<6x6x1x6xf32>
    %41 = stablehlo.reshape %40 : (tensor<6x6x1x6xf32>) -> tensor<1x6x6x6xf32>
    %42 = stablehlo.transpose %41, dims = [0, 3, 2, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,6,6,6]{1,0,2,3}"} : (tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
    %43 = stablehlo.iota dim = 0 : tensor<5xf32>
    %44 = stablehlo.add %43, %cst_19 : tensor<5xf32>
    %45 = stablehlo.multiply %44, %cst_18 : tensor<5xf32>
    %46 = stablehlo.subtract %45, %cst_17 : tensor<5xf32>
    %47 = stablehlo.subtract %46, %cst_19 : tensor<5xf32>
    %48 = stablehlo.ceil %47 : tensor<5xf32>
    %49 = stablehlo.clamp %cst_20, %48, %cst_16 : tensor<5xf32>
    %50 = stablehlo.subtract %49, %45 : tensor<5xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<5xf32>) -> tensor<5x3xf32>
    %52 = stablehlo.iota dim = 0 : tensor<3xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>
    %54 = stablehlo.add %51, %53 : tensor<5x3xf32>
    %55 = stablehlo.add %54, %cst_15 : tensor<5x3xf32>
    %56 = stablehlo.abs %55 : tensor<5x3xf32>
    %57 = stablehlo.subtract %cst_21, %56 : tensor<5x3xf32>
    %58 = stablehlo.maximum %57, %cst_22 : tensor<5x3xf32>
    %59 = stablehlo.reduce(%58 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<5xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<5xf32>) -> tensor<5x3xf32>
    %61 = stablehlo.divide %58, %60 : tensor<5x3xf32>
    %62 = stablehlo.iota dim = 0 : tensor<7xf32>
    %63 = stablehlo.add %62, %cst_11 : tensor<7xf32>
    %64 = stablehlo.multiply %63, %cst_10 : tensor<7xf32>
    %65 = stablehlo.subtract %64, %cst_9 : tensor<7xf32>
    %66 = stablehlo.subtract %65, %cst_11 : tensor<7xf32>
    %67 = stablehlo.ceil %66 : tensor<7xf32>
    %68 = stablehlo.clamp %cst_12, %67, %cst_8 : tensor<7xf32>
    %69 = stablehlo.subtract %68, %64 : tensor<7xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<7xf32>) -> tensor<7x3xf32>
    %71 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<3xf32>) -> tensor<7x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<7x3xf32>
    %73 = stablehlo.add %72, %cst_7 : tensor<7x3xf32>
    %74 = stablehlo.abs %73 : tensor<7x3xf32>
    %75 = stablehlo.subtract %cst_13, %74 : tensor<7x3xf32>
    %76 = stablehlo.maximum %75, %cst_14 : tensor<7x3xf32>
    %77 = stablehlo.reduce(%76 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<7x3xf32>, tensor<f32>) -> tensor<7xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<7xf32>) -> tensor<7x3xf32>
    %79 = stablehlo.divide %76, %78 : tensor<7x3xf32>
    %80 = stablehlo.dot_general %61, %79, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<7x3xf32>) -> tensor<5x3x7x3xf32>
    %81 = stablehlo.transpose %arg9, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,6,6,4]{1,2,3,0}"} : (tensor<1x4x6x6xf32>) -> tensor<1x6x6x4xf32>
    %82 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<7xf32>) -> tensor<7x5x1xf32>
    %83 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<5xf32>) -> tensor<7x5x1xf32>
    %84 = stablehlo.concatenate %82, %83, dim = 2 : (tensor<7x5x1xf32>, tensor<7x5x1xf32>) -> tensor<7x5x2xf32>
    %85 = stablehlo.convert %84 : (tensor<7x5x2xf32>) -> tensor<7x5x2xi32>
    %86 = "stablehlo.gather"(%81, %85) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3, 4>}> : (tensor<1x6x6x4xf32>, tensor<7x5x2xi32>) -> tensor<1x3x3x4x7x5xf32>
    %87 = stablehlo.dot_general %80, %86, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<5x3x7x3xf32>, tensor<1x3x3x4x7x5xf32>) -> tensor<7x5x1x4xf32>
    %88 = stablehlo.reshape %87 : (tensor<7x5x1x4xf32>) -> tensor<1x7x5x4xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 2, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,5,7]{1,0,2,3}"} : (tensor<1x7x5x4xf32>) -> tensor<1x4x5x7xf32>
    %90 = stablehlo.reshape %arg9 : (tensor<1x4x6x6xf32>) -> tensor<1x1x2x2x6x6xf32>
    %91 = stablehlo.transpose %90, dims = [0, 1, 4, 2, 5, 3] {result_layout = dense<[4, 2, 5, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[1,1,6,2,6,2]{4,2,5,3,1,0}"} : (tensor<1x1x2x2x6x6xf32>) -> tensor<1x1x6x2x6x2xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x1x6x2x6x2xf32>) -> tensor<1x1x12x12xf32>
    %93 = stablehlo.reshape %25 : (tensor<1x3x6x6xf32>) -> tensor<1x3x1x36xf32>
    %94 = stablehlo.reshape %arg12 : (tensor<2x3x3xf32>) -> tensor<2x3x1x3xf32>
    %95 = stablehlo.convolution(%93, %94) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x1x36xf32>, tensor<2x3x1x3xf32>) -> tensor<1x2x1x17xf32>
    %96 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<2xf32>) -> tensor<1x2x1x17xf32>
    %97 = stablehlo.add %95, %96 : tensor<1x2x1x17xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x2x1x17xf32>) -> tensor<1x2x17xf32>
    %99 = stablehlo.compare  GT, %arg9, %cst_6 : (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xi1>
    %100 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<1xf32>) -> tensor<1x4x6x6xf32>
    %101 = stablehlo.multiply %100, %arg9 : tensor<1x4x6x6xf32>
    %102 = stablehlo.select %99, %arg9, %101 : tensor<1x4x6x6xi1>, tensor<1x4x6x6xf32>
    %103 = stablehlo.add %102, %cst_4 : tensor<1x4x6x6xf32>
    %104 = stablehlo.clamp %cst_6, %103, %cst_3 : tensor<1x4x6x6xf32>
    %105 = stablehlo.clamp %cst_5, %104, %cst_2 : tensor<1x4x6x6xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<1x4x6x6xf32>
    %107 = stablehlo.divide %106, %cst_2 : tensor<1x4x6x6xf32>
    %108 = stablehlo.compare  LE, %arg9, %cst_6 : (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xi1>
    %109 = stablehlo.exponential %arg9 : tensor<1x4x6x6xf32>
    %110 = stablehlo.subtract %109, %cst_1 : tensor<1x4x6x6xf32>
    %111 = stablehlo.select %108, %110, %arg9 : tensor<1x4x6x6xi1>, tensor<1x4x6x6xf32>
    %112 = stablehlo.compare  GT, %arg9, %cst_0 : (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xi1>
    %113 = stablehlo.log_plus_one %109 : tensor<1x4x6x6xf32>
    %114 = stablehlo.select %112, %arg9, %113 : tensor<1x4x6x6xi1>, tensor<1x4x6x6xf32>
    %115 = stablehlo.multiply %111, %114 : tensor<1x4x6x6xf32>
    %116 = stablehlo.clamp %cst, %arg9, %cst_1 : tensor<1x4x6x6xf32>
    %117 = stablehlo.tanh %114 : tensor<1x4x6x6xf32>
    %118 = stablehlo.multiply %arg9, %117 : tensor<1x4x6x6xf32>
    %119 = stablehlo.add %116, %118 : tensor<1x4x6x6xf32>
    return %25, %42, %89, %92, %98, %107, %115, %119 : tensor<1x3x6x6xf32>, tensor<1x6x6x6xf32>, tensor<1x4x5x7xf32>, tensor<1x1x12x12xf32>, tensor<1x2x17xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBCA8EEDB, 0x3DAF02BE, 0x3E81BA7E]> : tensor<3xf32>
    %a1 = stablehlo.constant dense<[[[[0xBE0BF963, 0x3D93F36C], [0xBE68A182, 0x3E6FDF7F]], [[0xBE8FE6B8, 0xBCB796D6], [0x3E23C6D5, 0x3D995041]], [[0xBE7A5F7C, 0x3E807478], [0xBE31E114, 0x3E6FFF40]]], [[[0x3DE70603, 0x3E0AF418], [0x3D877B00, 0xBE294540]], [[0x3D943019, 0x3E7EACF9], [0xBDBEE545, 0xBE6F9AA4]], [[0xBBEAAABD, 0xBE3B9A57], [0x3DBD7773, 0xBDD605C8]]], [[[0xBD1ED3A4, 0x3E563717], [0xBD15424E, 0x3D854778]], [[0x3D25C0D4, 0xBC02D3CD], [0x3D311CE7, 0x3E175CC3]], [[0x3E89DA1C, 0x3E68FEE0], [0x3CA81217, 0x3E4DA2DA]]], [[[0xBE442F1F, 0xBE809BAF], [0xBE7705B0, 0xBD7B1EF1]], [[0xBE674BDA, 0x3D00E441], [0x3D0F7D27, 0x3E2214C8]], [[0x3CA40640, 0xBE4EFB95], [0xBD8DE3D4, 0x3DFF29A0]]], [[[0x3E5C9C40, 0x3DDAAB40], [0xBDE1AD8C, 0xBD8E5D6A]], [[0xBE456301, 0x3E43EF41], [0x3E874125, 0xB935124C]], [[0xBE599599, 0xBE8AA6FC], [0x3D3046A2, 0x3E16ACCC]]], [[[0xBDC3D73D, 0x3E10A5B6], [0xBE4F8F75, 0xBD394E46]], [[0x3DD540EC, 0x3E35E770], [0x3D8EEE0F, 0x3C9A8DE3]], [[0xBB5290E2, 0x3DC69256], [0xBE07641B, 0xBE8A86DD]]]]> : tensor<6x3x2x2xf32>
    %a2 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<6xf32>
    %a3 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<6xf32>
    %a4 = stablehlo.constant dense<[0x3D51B65B, 0x3E06F5AF, 0xBE00EBD6, 0x3DACECBB, 0xBE294843, 0xBD4497B0]> : tensor<6xf32>
    %a5 = stablehlo.constant dense<[[[[0xBCB8A560, 0xBCED9A6B, 0xBD36BE36], [0x3DD848A8, 0xBDF8352B, 0xBDA51766], [0xBE1124F3, 0xBE1EB8B6, 0xBCFA5000]], [[0x3D0DF2D0, 0x3D76722B, 0x3DB02718], [0x3CB48A60, 0x3D063206, 0x3D8F5B48], [0x3D5B5CE0, 0xBE1012D3, 0xBDBF8EF3]], [[0xBE12682B, 0xBD565E86, 0x3E05CE9A], [0x3DE1191E, 0xBD80A84E, 0xBE01CF90], [0x3DA0A10E, 0xBDF991A0, 0x3D333D86]], [[0x3E1C1002, 0xBDAB2103, 0x3DF22506], [0x3E0A825F, 0xBDC90CFE, 0xBBE463D6], [0x3D452486, 0x3D52EA96, 0x3C13FB2B]]], [[[0x3D60A376, 0x3DE08810, 0xBE128E6C], [0xBDF6D1F6, 0x3D8511E8, 0xB9E63D56], [0x3E01C5C6, 0x3DF3E51B, 0xBE1404E7]], [[0xBD895B93, 0xBE15D6F8, 0x3DE4778E], [0xBD250280, 0xBDA34BB8, 0x3DD2497E], [0xBDF9B140, 0x3E124A78, 0xBD839240]], [[0x3E292D93, 0xBE0F01E3, 0xBDB840E6], [0x3E11E3B4, 0x3D9BE798, 0xBD806008], [0x3E14B0EC, 0x3D4FCDF0, 0xBDA39FE8]], [[0x3D2E71A6, 0x3DE833AE, 0xBD3D65F6], [0xBD763206, 0xBD7C41B6, 0xBE2A507B], [0x3D8CE5A6, 0x3DF8A428, 0x3E14D87A]]], [[[0x3DAD62AB, 0x3D8C2E7E, 0xBE20C0F7], [0x3D571916, 0xBD7C4A06, 0x3D1D0B06], [0x3D5CD096, 0x3E25520E, 0xBD8F3EFB]], [[0x3DF4B1B8, 0x3DEFE1E3, 0xBDA143C3], [0x3DAA87D6, 0x3D25B5E6, 0x3CBF7E6B], [0xBE1C9548, 0x3E12A7E7, 0x3DB82660]], [[0x3E1D6673, 0xBDBE873E, 0x3DFBC2F0], [0x3D0FC24B, 0x3D724500, 0x3C0CD22B], [0xBC026E6B, 0xBDDA404E, 0xBDECA30B]], [[0x3DAB3298, 0x3D5A3A3B, 0x3DD2FA30], [0xBCBE8C36, 0x3E1C102F, 0x3DE3379E], [0xBCDEF18B, 0xBE12E92C, 0x3D03A026]]], [[[0x3E07E824, 0x3CF75940, 0x3C24D800], [0x3D6B212B, 0xBE2417E7, 0x3D999C48], [0xBDDC14F0, 0x3C7C9C56, 0xBE0AD088]], [[0x3D824256, 0x3D04B73B, 0xBCDA30F6], [0xBE060503, 0xBDBBB4D0, 0xBDB68B78], [0x3DC00283, 0x3C837960, 0xBD9016CE]], [[0x3DEF8F2E, 0xBDB465F8, 0xBD1F4A00], [0xBD0488BB, 0xBD4F2E26, 0xBE100BC2], [0xBCD7EAE0, 0x3E10E21E, 0xBE2970A2]], [[0xBD0BA3B0, 0xBDADF108, 0x3E16F71C], [0xBE03FA20, 0x3E016AE2, 0x3DF2DA9E], [0x3DB33288, 0xBDFA415E, 0x3C5881AB]]], [[[0x3E212F32, 0xBC43DAEB, 0xBE09AD53], [0x3CEE9F96, 0xBDF18440, 0x3D8A5090], [0x3D253EEB, 0x3DAFB5EE, 0x3E000F10]], [[0x3D7C7FB0, 0xBDB0F486, 0xBDE896B6], [0xBE1BA5B8, 0xBC79D640, 0xBDFC0646], [0xBDFA1BF6, 0xBE087DF6, 0x3D07A086]], [[0xBE168EC6, 0xBC8A7CC0, 0xBD8D072B], [0x3D287286, 0xBE1E183E, 0xBDF81563], [0x3DCDB098, 0x3E146023, 0xBE2204AE]], [[0xBC34B416, 0xBDB4223B, 0x3E1F60AF], [0xBDE13EEB, 0x3DE923BB, 0x3CF48996], [0xBDE83F56, 0x3E1E69A3, 0xBD5A6736]]], [[[0xBE0F56C6, 0x3CAC68CB, 0x3CD124C0], [0x3CB16F36, 0xBD882E10, 0xBCF1C30B], [0xBD8CE830, 0xBE1D6D13, 0xBD0A83E0]], [[0x3E13646E, 0xBDFCE858, 0x3DE74FC8], [0xBD07A46B, 0x3CFB8D96, 0x3D651700], [0x3D0A8756, 0x3CF00EF6, 0x3D65A040]], [[0xBD0990BB, 0xBDE50EC6, 0x3D7D2D00], [0x3DBF655B, 0x3D80FF6B, 0xBDFCFDA8], [0xBE0CAD88, 0xBB8E11AB, 0x3D88893E]], [[0xBDDE3260, 0xBB425F00, 0x3C956E4B], [0xBD8B23D6, 0x3DFC5906, 0xBD2FF6D0], [0xBDFD3F5B, 0x3E24C962, 0xBE138096]]]]> : tensor<6x4x3x3xf32>
    %a6 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<4xf32>
    %a7 = stablehlo.constant dense<[0xBDBF4E40, 0xBE489E50, 0xBE444B98, 0xBD3F0D6B]> : tensor<4xf32>
    %a8 = stablehlo.constant dense<[[[[0x3E7710A8, 0x3EA73E03, 0x3E97E497], [0xBE8926D8, 0x3DF83E0B, 0xBE3983E6], [0xBE9C69B4, 0x3DDED4F6, 0xBE939242]]], [[[0xBE87A420, 0xBBF3C856, 0x3CFF4A00], [0xBE1E9216, 0x3D9AE3D6, 0x3E77766E], [0x3E4581FB, 0x3CD74F80, 0xBE66027E]]], [[[0x3D834800, 0x3E6DADCE, 0x3CF22340], [0xBDE5CFE0, 0x3CF37D96, 0x3E0E2283], [0x3E35C0DE, 0xBEA6F41E, 0xBE4ECEA6]]], [[[0xBE0E3233, 0x3BFB40AB, 0xBE5F290B], [0xBE530036, 0xBD726DC0, 0x3DDB127B], [0x3E96FA38, 0x3DEC5AA6, 0xBE8914B6]]]]> : tensor<4x1x3x3xf32>
    %a9 = stablehlo.constant dense<[[[[0xBEC40BCA, 0x3FC0E56D, 0x3F89D40F, 0x3EB7F9A9, 0x3EB3D0EC, 0x3FDE454D], [0x3F61F7FD, 0x3E6877A6, 0x3F935B16, 0xBEE4FAB9, 0x3E62ED5E, 0x3F756718], [0x3F5B5F8D, 0x3DCC610C, 0xBEC41B13, 0x40419F79, 0x3F982836, 0xBF8C0A62], [0xBFDA9754, 0x3F711845, 0xBF81F07E, 0xBFA446FA, 0x400BD7CD, 0xBFEAE18A], [0x3F3A7580, 0xBFDCF720, 0xC00786F7, 0xBEE40A82, 0x3EC830EA, 0xBCA13CD9], [0xBE9552E5, 0x4000BE7E, 0xBC958D3E, 0x3F0A0CBE, 0x3F1D0390, 0xBEA13FA1]], [[0x3EBA2680, 0xBFCEA2DF, 0x3F4425C7, 0x3E1AF5D7, 0x3E6A59FB, 0x3C8B82B7], [0x3FACC2CE, 0xBF171A53, 0x3E35FC5B, 0xBF194017, 0xBDB74D69, 0xBE989AFF], [0x3E5447F8, 0x3DF57A9D, 0x3EF2E6BD, 0x3EC5A66B, 0xBFE8D0E8, 0x3F4AFC01], [0xBF6B3007, 0xBFCFC0E9, 0xBF2CBE7B, 0xBFA56150, 0xBF7CC0D2, 0xBFB73AFA], [0x3F1FFA96, 0x3F5BB644, 0xBE17D4E0, 0xBFA1518D, 0xBEDA7A60, 0x3F845238], [0x3F192896, 0xBFB0F4DD, 0x3F455EDB, 0x3F8085B3, 0xBEB44945, 0xBE746873]], [[0xC03E8369, 0x3EC7D529, 0xBF1874E3, 0xBFC98788, 0x3DD322ED, 0x3EBF871E], [0x3FB0D94B, 0x3D7351ED, 0x3F07597A, 0x3E266ADB, 0x3F90D200, 0x3EEB05E4], [0xBECD2EF2, 0xBF33F25E, 0x3EB83CBE, 0x3F654F20, 0xBE9FA180, 0xBF36915A], [0xBF92B10F, 0x3DEB46FC, 0xC02CCB2C, 0x3F3AC3BC, 0x3F181559, 0x3F0C16F7], [0x3DAC29C0, 0xBF9BF29B, 0x3DA16F29, 0xC000569D, 0xBF500E78, 0xBFD18A30], [0xBEDC9751, 0x3D2BB083, 0x3F922F63, 0xBF8C3C3E, 0xBD4C2119, 0x3F26E8FE]], [[0xBF7002AE, 0x3F81D3C7, 0x3F6EC5E3, 0x3EBD97EC, 0x3E601823, 0x3ED7D1DB], [0xBE01F244, 0xBF7770BB, 0xBD7001E3, 0x3F4CE107, 0xBFBA891A, 0xC0537627], [0xBF802D7B, 0x3F401348, 0xBF620BFF, 0x3F717883, 0xBE1BA7C9, 0xBE5B1DB8], [0x3CB3D6E0, 0xBFC6A5F8, 0xBF1FECDD, 0xBE80D171, 0x3F4CE7E7, 0xBEC87DB0], [0x3FB4D6F7, 0x3F0CA445, 0x3E690CE4, 0x3F5544B1, 0xBEBC2CDD, 0x3EC2AF8A], [0x3F826F02, 0x3E0EDA4D, 0xBF635878, 0xBF88EF55, 0x3EECF135, 0x3FF200EC]]]]> : tensor<1x4x6x6xf32>
    %a10 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<4xf32>
    %a11 = stablehlo.constant dense<[0x3E46FCD6, 0x3E294ACE]> : tensor<2xf32>
    %a12 = stablehlo.constant dense<[[[0x3D69CF20, 0xBEA51F28, 0x3D5F6E6B], [0xBE85AF16, 0x3E24A1DB, 0xBE55EF50], [0xBE84452C, 0xBD9168E6, 0x3E974B2C]], [[0x3D86A266, 0x3E56CA9B, 0x3E6608CE], [0x3E9D654B, 0xBE3AD5CB, 0x3E7CD648], [0xBE7A1270, 0x3E860916, 0x3E88D888]]]> : tensor<2x3x3xf32>
    %a13 = stablehlo.constant dense<[0x3E800000]> : tensor<1xf32>
    %r:8 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13) : (tensor<3xf32>, tensor<6x3x2x2xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<2xf32>, tensor<2x3x3xf32>, tensor<1xf32>) -> (tensor<1x3x6x6xf32>, tensor<1x6x6x6xf32>, tensor<1x4x5x7xf32>, tensor<1x1x12x12xf32>, tensor<1x2x17xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[[0x3D6FD9FE, 0x3E230327, 0x3E1E49C4, 0x3DB9C6F5, 0x3DCD084F, 0x3E4D1DF4], [0xBE92E9D6, 0xBDEF7941, 0xBE590E48, 0xBE374520, 0xBDE282E4, 0xBE00C865], [0xBD9A29D8, 0x3D9AF891, 0xBEBD12A0, 0x3DE5FB4D, 0xBE62F0A7, 0x3E95E3B9], [0xBE2E215D, 0xBE4966D7, 0xBF09403A, 0x3E560809, 0xBEEEDD33, 0x3DFF9D9D], [0xBE57D726, 0x3E35A063, 0xBDA3A807, 0x3CB4E1F5, 0x3B373850, 0x3DA775D2], [0xBECEB23E, 0x3DCF3678, 0xBEAA22A2, 0xBDAEFBA4, 0xBE0A952C, 0xBE027434]], [[0xBDC2EE0E, 0x3ED082C2, 0xBE4BC7C9, 0x3ED976FA, 0x3D089265, 0x3EAD2062], [0x3EAA59DD, 0x3DBE4E78, 0x3EA1D841, 0x3D47A3F0, 0x3E530DEE, 0x3D5D50A3], [0x3DD4C1D2, 0x3EBC8796, 0xBE4D2D57, 0x3E2C1DC6, 0xBCBEAC80, 0x3E960008], [0x3D696900, 0x3D01D034, 0x3EA7EC18, 0x3EAC52B2, 0x3EB54270, 0x3E717829], [0xBDDD9692, 0x3E752339, 0xBE78564D, 0x3EA745A8, 0xBB066BC0, 0x3E97B84E], [0x3E98CE9E, 0x3E7A3817, 0x3E880F78, 0x3E48956C, 0x3E0EA0A0, 0x3D9AD714]], [[0x3DC8F1E2, 0x3D6105B0, 0x3DB5B566, 0xBE2054E2, 0x3E8DB4B5, 0x3DEF14D8], [0x3E5B6ADC, 0x3EA4E370, 0x3EA53D07, 0x3EFD39DC, 0x3EA00A71, 0x3EB54A52], [0x3EBA5074, 0x3DD174BC, 0x3E0B6440, 0x3F220DB9, 0x3E0DD304, 0x3F1C361A], [0x3E82B1F8, 0x3E2EF646, 0xBD881FE4, 0x3ED7760C, 0xBCB61490, 0x3E628454], [0x3E43113A, 0x3EF95D76, 0x3E6BCEAE, 0x3D35F970, 0x3E9D02FB, 0x3DCC1484], [0x3D5C7C88, 0x3EC6F66E, 0x3E68E8DF, 0x3F146F76, 0x3E95075A, 0x3EBADEC7]]]]> : tensor<1x3x6x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[[0x3E3BACE4, 0x3E3BACE4, 0x3DF21D3E, 0x3DF21D3E, 0xBBC7F5B8, 0xBBC7F5B8], [0x3E3BACE4, 0x3E3BACE4, 0x3DF21D3E, 0x3DF21D3E, 0xBBC7F5B8, 0xBBC7F5B8], [0xBD8F94D6, 0xBD8F94D6, 0x3F83C76D, 0x3F83C76D, 0x3F3FC5FA, 0x3F3FC5FA], [0xBD8F94D6, 0xBD8F94D6, 0x3F83C76D, 0x3F83C76D, 0x3F3FC5FA, 0x3F3FC5FA], [0x3F31E37E, 0x3F31E37E, 0x3EABB1ED, 0x3EABB1ED, 0x3D0530BD, 0x3D0530BD], [0x3F31E37E, 0x3F31E37E, 0x3EABB1ED, 0x3EABB1ED, 0x3D0530BD, 0x3D0530BD]], [[0x3EBD1B13, 0x3EBD1B13, 0x3F2A2AF2, 0x3F2A2AF2, 0x3F0805E3, 0x3F0805E3], [0x3EBD1B13, 0x3EBD1B13, 0x3F2A2AF2, 0x3F2A2AF2, 0x3F0805E3, 0x3F0805E3], [0x3F4B8393, 0x3F4B8393, 0xBDF0B679, 0xBDF0B679, 0xBD60E433, 0xBD60E433], [0x3F4B8393, 0x3F4B8393, 0xBDF0B679, 0xBDF0B679, 0xBD60E433, 0xBD60E433], [0x3DD2B5DB, 0x3DD2B5DB, 0x3F124E82, 0x3F124E82, 0x3F1764C3, 0x3F1764C3], [0x3DD2B5DB, 0x3DD2B5DB, 0x3F124E82, 0x3F124E82, 0x3F1764C3, 0x3F1764C3]], [[0x3E43E98F, 0x3E43E98F, 0x3E72638F, 0x3E72638F, 0x3EFF6D11, 0x3EFF6D11], [0x3E43E98F, 0x3E43E98F, 0x3E72638F, 0x3E72638F, 0x3EFF6D11, 0x3EFF6D11], [0x3EA5680C, 0x3EA5680C, 0x3ED11C04, 0x3ED11C04, 0x3ECBD238, 0x3ECBD238], [0x3EA5680C, 0x3EA5680C, 0x3ED11C04, 0x3ED11C04, 0x3ECBD238, 0x3ECBD238], [0x3EFC19F6, 0x3EFC19F6, 0x3F0DFE0E, 0x3F0DFE0E, 0x3ED7E304, 0x3ED7E304], [0x3EFC19F6, 0x3EFC19F6, 0x3F0DFE0E, 0x3F0DFE0E, 0x3ED7E304, 0x3ED7E304]], [[0x3E8CDF7B, 0x3E8CDF7B, 0x3EFA70F0, 0x3EFA70F0, 0x3DE18291, 0x3DE18291], [0x3E8CDF7B, 0x3E8CDF7B, 0x3EFA70F0, 0x3EFA70F0, 0x3DE18291, 0x3DE18291], [0x3F04B44B, 0x3F04B44B, 0x3EE6C897, 0x3EE6C897, 0x3B2BADE6, 0x3B2BADE6], [0x3F04B44B, 0x3F04B44B, 0x3EE6C897, 0x3EE6C897, 0x3B2BADE6, 0x3B2BADE6], [0x3E957734, 0x3E957734, 0x3F5F8D81, 0x3F5F8D81, 0x3ECCBAC2, 0x3ECCBAC2], [0x3E957734, 0x3E957734, 0x3F5F8D81, 0x3F5F8D81, 0x3ECCBAC2, 0x3ECCBAC2]], [[0x3F44D664, 0x3F44D664, 0x3F76DC12, 0x3F76DC12, 0x3F050B49, 0x3F050B49], [0x3F44D664, 0x3F44D664, 0x3F76DC12, 0x3F76DC12, 0x3F050B49, 0x3F050B49], [0xBC68EDA4, 0xBC68EDA4, 0xBDA570A0, 0xBDA570A0, 0x3E2B5F48, 0x3E2B5F48], [0xBC68EDA4, 0xBC68EDA4, 0xBDA570A0, 0xBDA570A0, 0x3E2B5F48, 0x3E2B5F48], [0x3E09E8CD, 0x3E09E8CD, 0x3EFAA194, 0x3EFAA194, 0x3E86DE24, 0x3E86DE24], [0x3E09E8CD, 0x3E09E8CD, 0x3EFAA194, 0x3EFAA194, 0x3E86DE24, 0x3E86DE24]], [[0x3EE5F7E8, 0x3EE5F7E8, 0xBDF6BC9C, 0xBDF6BC9C, 0x3DF7982A, 0x3DF7982A], [0x3EE5F7E8, 0x3EE5F7E8, 0xBDF6BC9C, 0xBDF6BC9C, 0x3DF7982A, 0x3DF7982A], [0x3ED0DE8D, 0x3ED0DE8D, 0x3F48FC86, 0x3F48FC86, 0x3F969E8C, 0x3F969E8C], [0x3ED0DE8D, 0x3ED0DE8D, 0x3F48FC86, 0x3F48FC86, 0x3F969E8C, 0x3F969E8C], [0x3F22B2E5, 0x3F22B2E5, 0xBD68A3A2, 0xBD68A3A2, 0x3CE2248A, 0x3CE2248A], [0x3F22B2E5, 0x3F22B2E5, 0xBD68A3A2, 0xBD68A3A2, 0x3CE2248A, 0x3CE2248A]]]]> : tensor<1x6x6x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[[[0xBE833F68, 0x3F83A83E, 0x3F9841AD, 0x3F2E7377, 0x3E9992B1, 0x3F1F06EA, 0x3FD45053], [0x3F5FFD75, 0x3EABF7D2, 0x3F02F9F8, 0x3F248B24, 0x3F10A24D, 0x3EF37A4E, 0x3EAF83DA], [0xBED9CF1B, 0x3EA2D4CA, 0xBE86DEA1, 0x3DB002D8, 0x3F94C888, 0x3F817B7E, 0xBFBB75F6], [0xBB221A4E, 0xBF3A5E42, 0xBFBD5C1E, 0xBF9EF484, 0xBDEDBBD4, 0x3F1BF317, 0xBF10749F], [0xBE423309, 0x3F9F8485, 0x3EE061DE, 0x3DD9B403, 0x3EFD2BB8, 0x3ECE7A58, 0xBE9221A6]], [[0x3EECA3C7, 0xBF8B6160, 0xBDAE9761, 0x3EC89F9D, 0x3DF49AD1, 0x3E1B577C, 0xBC6D37ED], [0x3F80E4A9, 0xBDA511E8, 0x3D16872B, 0xBC958529, 0xBED30AB3, 0xBEF18258, 0x3CEF783B], [0xBEB61E09, 0xBF2AB157, 0xBEAA692C, 0xBE8D9D44, 0xBF4AD56E, 0xBF95DE79, 0xBEA379F3], [0x3E25B753, 0x3DFE3A30, 0xBE1FF231, 0xBF49BBDF, 0xBF83AEED, 0xBECF0A9F, 0x3E969F88], [0x3F19D730, 0xBF4809C4, 0x3CBAF119, 0x3F3A7502, 0x3EBE3414, 0xBE9CE15E, 0xBDE43885]], [[0xC0229E9B, 0xBE87138E, 0xBE3B633C, 0xBF71225E, 0xBF53B23F, 0x3E79A111, 0x3EC3E098], [0x3F58CF90, 0x3D468558, 0x3E7CC790, 0x3EDC4BC9, 0x3EFD9BD5, 0x3F1260FE, 0x3DDBE6D1], [0xBF45FCCC, 0xBECB2184, 0xBF5B6F71, 0xBE36FB74, 0x3F12A498, 0x3DBEB7D0, 0xBDA9E98C], [0xBE91E6B8, 0xBF343E15, 0xBF470A3D, 0xBF7845BD, 0xBF66B5B2, 0xBF04706D, 0xBF7B5437], [0xBEC23A59, 0xBE16E996, 0x3F22C3AC, 0xBD9A6E55, 0xBF4ECE11, 0xBC0A3557, 0x3ED89F56]], [[0xBF5B4211, 0x3EEA5FD9, 0x3F53CE5E, 0x3F1F99AD, 0x3E9166F3, 0x3D4FD665, 0x3D488C50], [0xBEC74B61, 0xBEE0572C, 0xBEB74048, 0x3E898ACA, 0x3E254FA3, 0xBFAC614B, 0xC01821A9], [0xBEFABC3F, 0xBED6F96D, 0xBF20B58A, 0xBE50E912, 0x3EAD1BB5, 0x3E4267CB, 0xBE9B0646], [0x3F7EDC97, 0x3E194567, 0xBD408134, 0x3E758B00, 0x3EA3F66E, 0x3C96A888, 0x3E1843FF], [0x3F877967, 0x3EBCBAF1, 0xBEDE9380, 0xBF53F86C, 0xBEDC0BFB, 0x3F2BD04A, 0x3FDEAB9F]]]]> : tensor<1x4x5x7xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[[[0xBEC40BCA, 0x3EBA2680, 0x3FC0E56D, 0xBFCEA2DF, 0x3F89D40F, 0x3F4425C7, 0x3EB7F9A9, 0x3E1AF5D7, 0x3EB3D0EC, 0x3E6A59FB, 0x3FDE454D, 0x3C8B82B7], [0xC03E8369, 0xBF7002AE, 0x3EC7D529, 0x3F81D3C7, 0xBF1874E3, 0x3F6EC5E3, 0xBFC98788, 0x3EBD97EC, 0x3DD322ED, 0x3E601823, 0x3EBF871E, 0x3ED7D1DB], [0x3F61F7FD, 0x3FACC2CE, 0x3E6877A6, 0xBF171A53, 0x3F935B16, 0x3E35FC5B, 0xBEE4FAB9, 0xBF194017, 0x3E62ED5E, 0xBDB74D69, 0x3F756718, 0xBE989AFF], [0x3FB0D94B, 0xBE01F244, 0x3D7351ED, 0xBF7770BB, 0x3F07597A, 0xBD7001E3, 0x3E266ADB, 0x3F4CE107, 0x3F90D200, 0xBFBA891A, 0x3EEB05E4, 0xC0537627], [0x3F5B5F8D, 0x3E5447F8, 0x3DCC610C, 0x3DF57A9D, 0xBEC41B13, 0x3EF2E6BD, 0x40419F79, 0x3EC5A66B, 0x3F982836, 0xBFE8D0E8, 0xBF8C0A62, 0x3F4AFC01], [0xBECD2EF2, 0xBF802D7B, 0xBF33F25E, 0x3F401348, 0x3EB83CBE, 0xBF620BFF, 0x3F654F20, 0x3F717883, 0xBE9FA180, 0xBE1BA7C9, 0xBF36915A, 0xBE5B1DB8], [0xBFDA9754, 0xBF6B3007, 0x3F711845, 0xBFCFC0E9, 0xBF81F07E, 0xBF2CBE7B, 0xBFA446FA, 0xBFA56150, 0x400BD7CD, 0xBF7CC0D2, 0xBFEAE18A, 0xBFB73AFA], [0xBF92B10F, 0x3CB3D6E0, 0x3DEB46FC, 0xBFC6A5F8, 0xC02CCB2C, 0xBF1FECDD, 0x3F3AC3BC, 0xBE80D171, 0x3F181559, 0x3F4CE7E7, 0x3F0C16F7, 0xBEC87DB0], [0x3F3A7580, 0x3F1FFA96, 0xBFDCF720, 0x3F5BB644, 0xC00786F7, 0xBE17D4E0, 0xBEE40A82, 0xBFA1518D, 0x3EC830EA, 0xBEDA7A60, 0xBCA13CD9, 0x3F845238], [0x3DAC29C0, 0x3FB4D6F7, 0xBF9BF29B, 0x3F0CA445, 0x3DA16F29, 0x3E690CE4, 0xC000569D, 0x3F5544B1, 0xBF500E78, 0xBEBC2CDD, 0xBFD18A30, 0x3EC2AF8A], [0xBE9552E5, 0x3F192896, 0x4000BE7E, 0xBFB0F4DD, 0xBC958D3E, 0x3F455EDB, 0x3F0A0CBE, 0x3F8085B3, 0x3F1D0390, 0xBEB44945, 0xBEA13FA1, 0xBE746873], [0xBEDC9751, 0x3F826F02, 0x3D2BB083, 0x3E0EDA4D, 0x3F922F63, 0xBF635878, 0xBF8C3C3E, 0xBF88EF55, 0xBD4C2119, 0x3EECF135, 0x3F26E8FE, 0x3FF200EC]]]]> : tensor<1x1x12x12xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[[0x3E91380B, 0x3EB9A892, 0x3DA2BC0C, 0x3DAA85C0, 0x3DB86068, 0x3E231770, 0x3E222BD3, 0x3E2E0914, 0x3DECB603, 0x3D2F3B3A, 0xBD5CC3E8, 0x3E057A96, 0x3E63BA24, 0x3EA77201, 0x3D7C00A6, 0x3D554E9A, 0x3DEABCFE], [0x3DCA2FDA, 0x3DC875F6, 0x3E4D387E, 0x3EB63CBC, 0x3EB989FE, 0x3E9D7556, 0xBC8C6A9A, 0x3E3EC52C, 0x3EA4A4B1, 0x3D4BF350, 0x3EA1FF88, 0x3E889DBB, 0x3E34AA22, 0x3D8B4E07, 0x3D9CC502, 0x3EB1EDA4, 0x3EB2F726]]]> : tensor<1x2x17xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[[[0xBD3DCA5F, 0x3F90E5B1, 0x3F3B4C7F, 0x3E4E02CF, 0x3E48DDE5, 0x3FAF76BD], [0x3F123A4D, 0x3DFA0F11, 0x3F4BE6E9, 0xBD5C7213, 0x3DF3B0B3, 0x3F21E8A1], [0x3F0D048B, 0x3D532D7F, 0xBD3DD8AD, 0x40419F79, 0x3F5472BB, 0xBDFE8BA5], [0xBE3B7BA7, 0x3F1E63EB, 0xBDEDE4E7, 0xBE12B524, 0x3FF1B28B, 0xBE46F6B1], [0x3EE7BA7C, 0xBE3D2D83, 0xBE5F38D8, 0xBD5B93BB, 0x3E624853, 0xBB20F925], [0xBD11B1D4, 0x3FD7128D, 0xBB1552FF, 0x3EA2DD53, 0x3EBD1D5B, 0xBD1D0440]], [[0x3E50B5D4, 0xBE32D673, 0x3EF63E67, 0x3DA2C6E5, 0x3DFC3AB3, 0x3C0C4D75], [0x3F7A7C60, 0xBD8FABA7, 0x3DC0C443, 0xBD919AF4, 0xBC35EF69, 0xBD14D0A5], [0x3DE2F33F, 0x3D7F4971, 0x3E8CA820, 0x3E5F1558, 0xBE458705, 0x3F00511D], [0xBDD92E98, 0xBE33A753, 0xBDA307C5, 0xBE1392E1, 0xBDE7F524, 0xBE215F6B], [0x3EC14DAB, 0x3F0D48B1, 0xBC95F49B, 0xBE106045, 0xBD52B584, 0x3F31EAD0], [0x3EB7B3C4, 0xBE1C91ED, 0x3EF817E5, 0x3F2B89AF, 0xBD2EFEF9, 0xBCEF8BF7]], [[0xBE8F40F8, 0x3E61D4AD, 0xBD90E3F8, 0xBE2F1684, 0x3D5A645D, 0x3E5768EF], [0x3F8125D0, 0x3CF8235C, 0x3E9F33F9, 0x3DAF6EC0, 0x3F476FF3, 0x3E877DEE], [0xBD4654C4, 0xBDA967F7, 0x3E4E55F9, 0x3F14E357, 0xBD1B7BC0, 0xBDABB7C4], [0xBE04AEA7, 0x3D744975, 0xBE85EAA0, 0x3EE82EBD, 0x3EB63321, 0x3EA5A4AD], [0x3D30FCC1, 0xBE0C1D54, 0x3D25AD09, 0xBE55C8BF, 0xBDC1F72C, 0xBE34F45D], [0xBD54ABCC, 0x3CAE169F, 0x3F49D61C, 0xBDFEDD2B, 0xBBCB4813, 0x3ECB2F53]], [[0xBDDD4243, 0x3F2DB885, 0x3F1C8109, 0x3E54FEDF, 0x3DF070FD, 0x3E7624E1], [0xBC809279, 0xBDE38280, 0xBBEED5DF, 0x3F01C46B, 0xBE23E1DA, 0xBE993CD3], [0xBDEAF675, 0x3EF01CEC, 0xBDD169E5, 0x3F1EB247, 0xBC99AF06, 0xBCD73578], [0x3C3527C7, 0xBE2CF51C, 0xBD979986, 0xBCFC3C09, 0x3F01C9B0, 0xBD41F2D4], [0x3F85007C, 0x3EA665A1, 0x3DFABAED, 0x3F083EE9, 0xBD366973, 0x3E5B5CA0], [0x3F2EBCF5, 0x3D957EE1, 0xBDD2854C, 0xBDF97447, 0x3E88BF13, 0x3FC54260]]]]> : tensor<1x4x6x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[[[[0xBE295D38, 0x4024A688, 0x3FBCD208, 0x3EA38768, 0x3E9EF92A, 0x405303FC], [0x3F8AD812, 0x3E3D0409, 0x3FD22152, 0xBE3688A0, 0x3E37D425, 0x3F9D724F], [0x3F84CCD3, 0x3D981DF7, 0xBE29641C, 0x4114BD35, 0x3FDD5512, 0xBE44B80A], [0xBE0BAB0C, 0x3F993841, 0xBE49E66E, 0xBE350E34, 0x40A03BFA, 0xBDFEDF52], [0x3F513F90, 0xBE09DBF0, 0xBDCCAF12, 0xBE363405, 0x3EB5B358, 0xBC5A35E3], [0xBE1085E3, 0x4089930C, 0xBC4ABFAA, 0x3F09DE90, 0x3F244152, 0xBE179C82]], [[0x3EA5EDB0, 0xBE14DF02, 0x3F61288E, 0x3DEF2826, 0x3E3EC9AB, 0x3C43C9EC], [0x40088111, 0xBE494CB9, 0x3E0F0822, 0xBE4A039D, 0xBD63BA8B, 0xBE128717], [0x3E2A48B0, 0x3DB94E37, 0x3EE8C154, 0x3EB2CF49, 0xBE00F5F9, 0x3F6CB913], [0xBE4EA30B, 0xBE140187, 0xBE4ED86D, 0xBE344460, 0xBE4B7791, 0xBE26FB11], [0x3F288FAB, 0x3F851B72, 0xBDAF795B, 0xBE372538, 0xBE32B09C, 0x3FB10D80], [0x3F1EBACC, 0xBE2BBE20, 0x3F6334DA, 0x3FA92ABC, 0xBE21D7FF, 0xBDFC9D25]], [[0xBD4133EE, 0x3EB54AB5, 0xBE49C128, 0xBE18D51C, 0x3D9D8330, 0x3EABE932], [0x400DFBDF, 0x3D2FFDB4, 0x3F0645CD, 0x3E016C64, 0x3FCC571D, 0x3EDEFBBA], [0xBE2D5A1B, 0xBE4FF037, 0x3EA3D140, 0x3F8DF4F0, 0xBE16AE65, 0xBE504057], [0xBE40CDFF, 0x3DB0FBF5, 0xBD788929, 0x3F51BDDE, 0x3F1D341E, 0x3F0C9CDF], [0x3D7D720C, 0xBE3AD59A, 0x3D6CC56A, 0xBDDFD6EF, 0xBE512E25, 0xBE129FE0], [0xBE337D3D, 0x3CF548C0, 0x3FCF7231, 0xBE449C06, 0xBD051FAD, 0x3F32D259]], [[0xBE4DDF50, 0x3FABDACB, 0x3F96F757, 0x3EA9C02A, 0x3E353098, 0x3EC7D6F4], [0xBD9A2FB6, 0xBE4C88E6, 0xBD1AD9C4, 0x3F6FFA43, 0xBE247211, 0xBD0E550E], [0xBE4AB190, 0x3F5A673A, 0xBE4FD7FA, 0x3F999615, 0xBDB3113C, 0xBDE980DE], [0x3C7D47AC, 0xBE1B11E2, 0xBE4BFEC3, 0xBE030769, 0x3F70061C, 0xBE2B565A], [0x401372C0, 0x3F0D5BE8, 0x3E3D9049, 0x3F7EA6B2, 0xBE25B651, 0x3EAF7528], [0x3FAD1C6E, 0x3DDAA8B6, 0xBE4FB143, 0xBE466B19, 0x3EE1594E, 0x4075C947]]]]> : tensor<1x4x6x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[[[[0xBF10D78B, 0x401A4DD0, 0x3FF91B92, 0x3F1D6018, 0x3F199ABC, 0x402A4278], [0x3FD02556, 0x3EC24292, 0x4001A2B6, 0xBF26E2B0, 0x3EBD714E, 0x3FE3E582], [0x3FC97BA2, 0x3E26BEE4, 0xBF10E1EB, 0x408065BC, 0x4004365E, 0xBFA75BB4], [0xBFA41530, 0x3FDF8114, 0xBFA6F1F4, 0xBFA765A2, 0x4049035A, 0xBFA287CD], [0x3FA89734, 0xBFA3DE0B, 0xBF9EA9DB, 0xBF26441C, 0x3F2C29F4, 0xBD007B5F], [0xBEE0F22E, 0x403D3575, 0xBCEE688A, 0x3F731CA2, 0x3F8BC3EF, 0xBEF1B7C4]], [[0x3F1F59E4, 0xBFA5195C, 0x3FB234AE, 0x3E7F5BF0, 0x3EC3E680, 0x3CDFFA00], [0x400F5A55, 0xBF55B9AC, 0x3E96B1B1, 0xBF58623A, 0xBE100218, 0xBEE5942A], [0x3EB0BFFC, 0x3E490D96, 0x3F53BF5E, 0x3F29D66A, 0xBFA2BC6E, 0x3FB90699], [0xBF9BA8EF, 0xBFA50264, 0xBF7016AA, 0xBFA75EF8, 0xBFA51CBC, 0xBFA6AB94], [0x3F8EA385, 0x3FC9D319, 0xBE6BB216, 0xBFA774BA, 0xBF1FECAA, 0x3FF34759], [0x3F880A18, 0xBFA6F918, 0x3FB36C75, 0x3FEF47DA, 0xBF0611BE, 0xBEBA2820]], [[0xBF92EC04, 0x3F2BD5E6, 0xBF5766F7, 0xBFA57E6D, 0x3E2C5E5C, 0x3F243F06], [0x401192D6, 0x3DC4F5EE, 0x3F6DF9D6, 0x3E8968E4, 0x40004762, 0x3F4C6110], [0xBF170559, 0xBF78A8A1, 0x3F1D9CFE, 0x3FD3874C, 0xBEEF73E3, 0xBF7BC0C2], [0xBFA77E8A, 0x3E408372, 0xBF9672E0, 0x3FA8E49C, 0x3F8700A5, 0x3F770012], [0x3E0C08B6, 0xBFA78548, 0x3E032C6E, 0xBFA03F2E, 0xBF8C9894, 0xBFA4DD0E], [0xBF215489, 0x3D8A8017, 0x40010240, 0xBFA75D1A, 0xBDA1AC1A, 0x3F9561EA]], [[0xBF9E470E, 0x3FF0A6DE, 0x3FDD23E0, 0x3F227BCE, 0x3EBAFB90, 0x3F3A8B4C], [0xBE4A9DAD, 0xBFA246D9, 0xBDBDC012, 0x3FBAEBAE, 0xBFA67D0C, 0xBF8F4000], [0xBFA6D88A, 0x3FAE283A, 0xBF96A674, 0x3FDFE321, 0xBE7171D3, 0xBEA7C270], [0x3D1080A0, 0xBFA5B472, 0xBF609614, 0xBEC3B33E, 0x3FBAF290, 0xBF13DA95], [0x4013BE52, 0x3F780DBC, 0x3EC2C47A, 0x3FC355E0, 0xBF0B7AF0, 0x3F2720BA], [0x3FF14A2D, 0x3E6AE11A, 0xBF975DAD, 0xBFA74237, 0x3F4E2BE2, 0x4034E88E]]]]> : tensor<1x4x6x6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
