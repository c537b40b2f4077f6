// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.355 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<6x3x2x2xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<6xf32>, %arg5: tensor<6x4x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x1x3x3xf32>, %arg9: tensor<1x4x6x6xf32>, %arg10: tensor<4xf32>, %arg11: tensor<2xf32>, %arg12: tensor<2x3x3xf32>, %arg13: tensor<1xf32>) -> (tensor<1x3x6x6xf32>, tensor<1x6x6x6xf32>, tensor<1x4x5x7xf32>, tensor<1x1x12x12xf32>, tensor<1x2x17xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
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
}
