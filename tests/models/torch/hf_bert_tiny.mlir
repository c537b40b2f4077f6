// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.632 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<1x16xi64>, %arg6: tensor<16x8xf32>, %arg7: tensor<1x16xi64>, %arg8: tensor<2x8xf32>, %arg9: tensor<2x5xi64>, %arg10: tensor<30x8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8x8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<2x5xi64>, %arg17: tensor<i1>, %arg18: tensor<8xf32>, %arg19: tensor<8x8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8x8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8x8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8x8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8x8xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8xf32>, %arg38: tensor<8x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16x8xf32>, %arg41: tensor<8xf32>, %arg42: tensor<8xf32>, %arg43: tensor<8x8xf32>) -> (tensor<2x5x8xf32>, tensor<2x8xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5x16xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x5x16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x5x16xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x5x5xf32>
    %c = stablehlo.constant dense<5> : tensor<2x1x1x5xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4]]]> : tensor<1x1x5xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x5xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x5xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x5x1xui8>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<2x2x4x5xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<2x2x5x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<1x5x1xui32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x5x5xui8>
    %c_16 = stablehlo.constant dense<0> : tensor<2x5xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x1x5x1xui8>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg9 : (tensor<2x5xi64>) -> tensor<10xi64>
    %1 = stablehlo.convert %0 : (tensor<10xi64>) -> tensor<10xui32>
    %2 = "stablehlo.gather"(%arg10, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<30x8xf32>, tensor<10xui32>) -> tensor<10x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %4 = stablehlo.slice %arg5 [0:1, 0:5] : (tensor<1x16xi64>) -> tensor<1x5xi64>
    %5 = stablehlo.convert %4 : (tensor<1x5xi64>) -> tensor<1x5xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x5xui32>) -> tensor<1x5x1xui32>
    %7 = stablehlo.concatenate %c_13, %6, dim = 2 : (tensor<1x5x1xui32>, tensor<1x5x1xui32>) -> tensor<1x5x2xui32>
    %8 = "stablehlo.gather"(%arg7, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x16xi64>, tensor<1x5x2xui32>) -> tensor<1x5xi64>
    %9 = stablehlo.reshape %8 : (tensor<1x5xi64>) -> tensor<5xi64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<5xi64>) -> tensor<2x5xi64>
    %11 = stablehlo.reshape %10 : (tensor<2x5xi64>) -> tensor<10xi64>
    %12 = stablehlo.convert %11 : (tensor<10xi64>) -> tensor<10xui32>
    %13 = "stablehlo.gather"(%arg8, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<2x8xf32>, tensor<10xui32>) -> tensor<10x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %15 = stablehlo.add %3, %14 : tensor<2x5x8xf32>
    %16 = stablehlo.reshape %4 : (tensor<1x5xi64>) -> tensor<5xi64>
    %17 = stablehlo.convert %16 : (tensor<5xi64>) -> tensor<5xui32>
    %18 = "stablehlo.gather"(%arg6, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<5xui32>) -> tensor<5x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<5x8xf32>) -> tensor<2x5x8xf32>
    %20 = stablehlo.add %15, %19 : tensor<2x5x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%21, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %22 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %23 = stablehlo.reshape %output : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %24 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x5x8xf32>
    %26 = stablehlo.add %22, %25 : tensor<2x5x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %28 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.dot_general %27, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %30 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %31 = stablehlo.add %29, %30 : tensor<10x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<10x8xf32>) -> tensor<2x5x2x4xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %34 = stablehlo.multiply %33, %cst_10 : tensor<2x2x5x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %36 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.dot_general %27, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %39 = stablehlo.add %37, %38 : tensor<10x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<10x8xf32>) -> tensor<2x5x2x4xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %42 = stablehlo.multiply %41, %cst_9 : tensor<2x2x4x5xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %44 = stablehlo.dot_general %35, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %45 = stablehlo.reshape %44 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %46 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui8>) -> tensor<1x1x5x1xui8>
    %48 = stablehlo.and %47, %c_8 : tensor<1x1x5x1xui8>
    %49 = stablehlo.compare  NE, %48, %c_17 : (tensor<1x1x5x1xui8>, tensor<1x1x5x1xui8>) -> tensor<1x1x5x1xi1>
    %50 = stablehlo.convert %49 : (tensor<1x1x5x1xi1>) -> tensor<1x1x5x1xui8>
    %51 = stablehlo.reshape %50 : (tensor<1x1x5x1xui8>) -> tensor<1x5xui8>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<1x5xui8>) -> tensor<2x1x5x5xui8>
    %53 = stablehlo.compare  NE, %arg16, %c_16 : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %54 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x5xi64>
    %55 = stablehlo.compare  LT, %54, %c_6 : (tensor<2x1x1x5xi64>, tensor<2x1x1x5xi64>) -> tensor<2x1x1x5xi1>
    %56 = stablehlo.add %54, %c_5 : tensor<2x1x1x5xi64>
    %57 = stablehlo.select %55, %56, %54 : tensor<2x1x1x5xi1>, tensor<2x1x1x5xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x5xi64>) -> tensor<2x1x1x5x1xi64>
    %59 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x5xi64>) -> tensor<2x1x1x5xi64>
    %60 = stablehlo.compare  LT, %59, %c_6 : (tensor<2x1x1x5xi64>, tensor<2x1x1x5xi64>) -> tensor<2x1x1x5xi1>
    %61 = stablehlo.add %59, %c : tensor<2x1x1x5xi64>
    %62 = stablehlo.select %60, %61, %59 : tensor<2x1x1x5xi1>, tensor<2x1x1x5xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x5xi64>) -> tensor<2x1x1x5x1xi64>
    %64 = stablehlo.concatenate %58, %63, dim = 4 : (tensor<2x1x1x5x1xi64>, tensor<2x1x1x5x1xi64>) -> tensor<2x1x1x5x2xi64>
    %65 = "stablehlo.gather"(%53, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xi1>, tensor<2x1x1x5x2xi64>) -> tensor<2x1x1x5xi1>
    %66 = stablehlo.convert %65 : (tensor<2x1x1x5xi1>) -> tensor<2x1x1x5xui8>
    %67 = stablehlo.reshape %66 : (tensor<2x1x1x5xui8>) -> tensor<2x1x5xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<2x1x5xui8>) -> tensor<2x1x5x5xui8>
    %69 = stablehlo.and %52, %68 : tensor<2x1x5x5xui8>
    %70 = stablehlo.compare  NE, %69, %c_15 : (tensor<2x1x5x5xui8>, tensor<2x1x5x5xui8>) -> tensor<2x1x5x5xi1>
    %71 = stablehlo.select %70, %cst_3, %cst_2 : tensor<2x1x5x5xi1>, tensor<2x1x5x5xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x1x5x5xf32>) -> tensor<2x5x5xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2, 3] : (tensor<2x5x5xf32>) -> tensor<2x2x5x5xf32>
    %74 = stablehlo.add %45, %73 : tensor<2x2x5x5xf32>
    %75 = stablehlo.reduce(%74 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<2x2x5x5xf32>
    %78 = stablehlo.exponential %77 : tensor<2x2x5x5xf32>
    %79 = stablehlo.reduce(%78 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %81 = stablehlo.divide %78, %80 : tensor<2x2x5x5xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %83 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %84 = stablehlo.dot_general %27, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %85 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %86 = stablehlo.add %84, %85 : tensor<10x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<10x8xf32>) -> tensor<2x5x2x4xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %90 = stablehlo.dot_general %82, %89, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %91 = stablehlo.reshape %90 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,5,2,4]{3,1,2,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %94 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<2x8x8xf32>
    %96 = stablehlo.dot_general %93, %95, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x8x8xf32>) -> tensor<2x5x8xf32>
    %97 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %98 = stablehlo.add %96, %97 : tensor<2x5x8xf32>
    %99 = stablehlo.add %98, %26 : tensor<2x5x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%100, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %101 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %102 = stablehlo.reshape %output_19 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %103 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x5x8xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x5x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %107 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %109 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<10x16xf32>
    %110 = stablehlo.add %108, %109 : tensor<10x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<10x16xf32>) -> tensor<2x5x16xf32>
    %112 = stablehlo.multiply %111, %cst_1 : tensor<2x5x16xf32>
    %113 = stablehlo.multiply %111, %cst_0 : tensor<2x5x16xf32>
    %114 = stablehlo.custom_call @mhlo.erf(%113) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %115 = stablehlo.add %114, %cst : tensor<2x5x16xf32>
    %116 = stablehlo.multiply %112, %115 : tensor<2x5x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %118 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x8xf32>) -> tensor<10x8xf32>
    %120 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %121 = stablehlo.add %119, %120 : tensor<10x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %123 = stablehlo.add %122, %105 : tensor<2x5x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%124, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %125 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %126 = stablehlo.reshape %output_22 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %127 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x5x8xf32>
    %129 = stablehlo.add %125, %128 : tensor<2x5x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %131 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %133 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %134 = stablehlo.add %132, %133 : tensor<10x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<10x8xf32>) -> tensor<2x5x2x4xf32>
    %136 = stablehlo.transpose %135, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %137 = stablehlo.multiply %136, %cst_10 : tensor<2x2x5x4xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %139 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %140 = stablehlo.dot_general %130, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %141 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %142 = stablehlo.add %140, %141 : tensor<10x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<10x8xf32>) -> tensor<2x5x2x4xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %145 = stablehlo.multiply %144, %cst_9 : tensor<2x2x4x5xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %147 = stablehlo.dot_general %138, %146, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %148 = stablehlo.reshape %147 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %149 = stablehlo.add %148, %73 : tensor<2x2x5x5xf32>
    %150 = stablehlo.reduce(%149 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %152 = stablehlo.subtract %149, %151 : tensor<2x2x5x5xf32>
    %153 = stablehlo.exponential %152 : tensor<2x2x5x5xf32>
    %154 = stablehlo.reduce(%153 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %156 = stablehlo.divide %153, %155 : tensor<2x2x5x5xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %158 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %159 = stablehlo.dot_general %130, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %160 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %161 = stablehlo.add %159, %160 : tensor<10x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<10x8xf32>) -> tensor<2x5x2x4xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %165 = stablehlo.dot_general %157, %164, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %166 = stablehlo.reshape %165 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,5,2,4]{3,1,2,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %169 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<2x8x8xf32>
    %171 = stablehlo.dot_general %168, %170, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x8x8xf32>) -> tensor<2x5x8xf32>
    %172 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %173 = stablehlo.add %171, %172 : tensor<2x5x8xf32>
    %174 = stablehlo.add %173, %129 : tensor<2x5x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%175, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %176 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %177 = stablehlo.reshape %output_25 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %178 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<2x5x8xf32>
    %180 = stablehlo.add %176, %179 : tensor<2x5x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %182 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %184 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<16xf32>) -> tensor<10x16xf32>
    %185 = stablehlo.add %183, %184 : tensor<10x16xf32>
    %186 = stablehlo.reshape %185 : (tensor<10x16xf32>) -> tensor<2x5x16xf32>
    %187 = stablehlo.multiply %186, %cst_1 : tensor<2x5x16xf32>
    %188 = stablehlo.multiply %186, %cst_0 : tensor<2x5x16xf32>
    %189 = stablehlo.custom_call @mhlo.erf(%188) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %190 = stablehlo.add %189, %cst : tensor<2x5x16xf32>
    %191 = stablehlo.multiply %187, %190 : tensor<2x5x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %193 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x8xf32>) -> tensor<10x8xf32>
    %195 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %196 = stablehlo.add %194, %195 : tensor<10x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %198 = stablehlo.add %197, %180 : tensor<2x5x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%199, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %200 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %201 = stablehlo.reshape %output_28 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %202 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<2x5x8xf32>
    %204 = stablehlo.add %200, %203 : tensor<2x5x8xf32>
    %205 = stablehlo.slice %204 [0:2, 0:1, 0:8] : (tensor<2x5x8xf32>) -> tensor<2x1x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %207 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %209 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<8xf32>) -> tensor<2x8xf32>
    %210 = stablehlo.add %208, %209 : tensor<2x8xf32>
    %211 = stablehlo.tanh %210 : tensor<2x8xf32>
    return %204, %211 : tensor<2x5x8xf32>, tensor<2x8xf32>
  }
}
