// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.632 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<1x16xi64>, %arg6: tensor<16x8xf32>, %arg7: tensor<1x16xi64>, %arg8: tensor<2x8xf32>, %arg9: tensor<2x5xi64>, %arg10: tensor<30x8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8x8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<2x5xi64>, %arg17: tensor<i1>, %arg18: tensor<8xf32>, %arg19: tensor<8x8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8x8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8x8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8x8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8x8xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8xf32>, %arg38: tensor<8x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16x8xf32>, %arg41: tensor<8xf32>, %arg42: tensor<8xf32>, %arg43: tensor<8x8xf32>) -> (tensor<2x5x8xf32>, tensor<2x8xf32>) {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a2 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a3 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a4 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a5 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>
    %a6 = stablehlo.constant dense<[[0x3BF14055, 0xBC892CCA, 0x3B96A5DF, 0xBB35EF2D, 0x3C86BD27, 0x3C447A05, 0x3A994C90, 0x3C1ED1AD], [0x3CA790A7, 0xBBFBE9BC, 0xBD061DCF, 0xBD53E5C7, 0x3C292184, 0x3D0ABBBC, 0xBC07D4CB, 0x3B667C9C], [0x3CDAD8F7, 0x3C2C454F, 0xBCAFE150, 0x3BEF42B4, 0xBC516981, 0x3C523A6F, 0x3ADA5710, 0x3BE6EE07], [0x3C24E4E0, 0xBBC7B6D0, 0x3C5BD7C5, 0xBC81AAD8, 0x3C8F1207, 0x3B6E9477, 0xBCC250BE, 0xBD72BEF4], [0xBBBC0E0D, 0x3A88D20B, 0xBC762098, 0xBBA07E7D, 0x3C3AA14F, 0x3C4888C5, 0x3C317B77, 0xBD405486], [0x3BC327B9, 0xBC94ABF0, 0xBBFD54FC, 0xBC951D32, 0x3CBBA542, 0x3CB8724F, 0xBBB512C6, 0xBB9CEE6D], [0x3C010E3E, 0xBD19B9BC, 0xBA8852B4, 0xBC9A48B1, 0xBA4A92CB, 0xB9919F5F, 0x3C8228C2, 0x3CCD335D], [0xBCD54712, 0xBC20B0CD, 0xBBB1CC62, 0x3D0B9A8D, 0xBD546E9C, 0x3C11CC08, 0xBCE0D273, 0x3B2C772D], [0xBC950984, 0xBCCA48CF, 0x3C862A7B, 0x3C619C13, 0x3C1EA47D, 0xBD13ED1B, 0x3C285C29, 0x3BFC08AB], [0xBCEA70C1, 0xBA3AE890, 0x3B94E3D1, 0x3C8A8F84, 0xBA3AF6AA, 0xBC3C7774, 0xBC99F8E8, 0xBD12BCA4], [0x3C22652D, 0xBCF1273D, 0xBC9F6B74, 0xBC24BEEE, 0x3D192C64, 0xBA98289B, 0x3C5F7CD5, 0x3C0352C5], [0xBBF9D100, 0x3C90146D, 0x3C07AEDE, 0xBCD19852, 0xBBC4F1EE, 0xBCC7FFD0, 0xBB800E89, 0xBC0C2747], [0x3BC4782D, 0x3C7B1DE2, 0x3C317732, 0x3D124070, 0xBA3276AF, 0xBC54B68E, 0xBC5A47E6, 0xBCADAB18], [0x3C8ABC12, 0xBC153824, 0xBC0656FB, 0xB9079AFA, 0x3C0EF8D3, 0x3B6FDC05, 0xBCBEF3AD, 0xBC8BF7BB], [0x3CB7552B, 0x3C938AD6, 0xBB474084, 0xBCEE00F4, 0xBC0C8BA2, 0xBB34DBD5, 0x3D77B3BB, 0xBB370A26], [0x3C556A4C, 0xBB4F70C9, 0x3D237CC0, 0x3CBD0693, 0x3C5A229E, 0xBCD4270C, 0x3C3D1A80, 0x3B369DF3]]> : tensor<16x8xf32>
    %a7 = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<1x16xi64>
    %a8 = stablehlo.constant dense<[[0x3BE56255, 0xBC57666E, 0x3C81BD94, 0xBD3AE88F, 0xBCBD41FD, 0x3BD03FB7, 0xBB4282B7, 0x3C69F118], [0x3C9B2A46, 0xBC1AF44D, 0x3AD97137, 0xBC77B309, 0xBBD8A0FE, 0x3C1AE2BB, 0x3C5CF01B, 0x3CA99D99]]> : tensor<2x8xf32>
    %a9 = stablehlo.constant dense<[[1, 5, 7, 9, 2], [1, 3, 4, 2, 0]]> : tensor<2x5xi64>
    %a10 = stablehlo.constant dense<[[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000], [0x3D312E30, 0xBC2E63A1, 0x3C9FB7F7, 0xBCB69BCF, 0xBCDF8007, 0xBBE5C2A1, 0x3C346D0B, 0xBC53FEE4], [0x3AEB9CE7, 0xBC6E6030, 0xBC151694, 0x3A278873, 0x3C2389B8, 0x3C08F6DB, 0x3D1D98B5, 0x3ACCAE95], [0x3B194BA3, 0xBB41794F, 0xBCC8CC8E, 0xBCB3FD7E, 0xBC96A445, 0x3D072744, 0xBCB5C612, 0x3D2D7F3E], [0x3C78A55D, 0x3C0A92E4, 0x3D0E71D9, 0xB9A5E730, 0x3D2E3906, 0xBD099AAE, 0x3C71280B, 0xBBBB7107], [0xBB55367C, 0xBC93FCED, 0xBCD9C939, 0xBBF93EE1, 0x3B36CB42, 0xBD04DAEF, 0xBD087639, 0x3D05E493], [0xBD19C969, 0x3C0CC15D, 0xBBAEC13E, 0xBBD704FD, 0xBBB6292F, 0xBC3EE101, 0x3BFA99E7, 0x3B13EF15], [0x3C75C878, 0x39BA7CCB, 0x3D36ACC5, 0x3CA56872, 0xBC59DA12, 0x3C4DFD70, 0x3C45F541, 0xBC1EA90C], [0xBD269677, 0xBC01E1D6, 0xBC9AE80C, 0xBC3AEEE0, 0x3D6940C1, 0xBC7B2535, 0xBACA4718, 0xBB41046D], [0x3CBA1800, 0x3D2B441E, 0xBC0CE30F, 0xBD050210, 0xBCD2B65C, 0xBC4F5E6F, 0xBD5A3E10, 0x3BE7F344], [0x3C34111E, 0xBCAA05B6, 0xBA5D6893, 0xBD746FCE, 0x3C25946B, 0x3C1E9AF5, 0x3D24080B, 0x3B2EF8A4], [0x3C8854FF, 0xBC6FEBB3, 0x3971B8C7, 0xBC3CC165, 0xBC70A5A9, 0xBC6D2067, 0xBB8A75E7, 0xB9B723A4], [0xBC394C46, 0x3C9737FD, 0xB9B4F357, 0x3C623F04, 0xBC561860, 0xBBB6956A, 0x3C7DF29B, 0x3C5D97AB], [0x3D0498DA, 0xBCB44DBC, 0xBB43080D, 0x3CAC49D8, 0x3C97289D, 0xBCB78167, 0x3D0ABD26, 0xBC13D201], [0x3D573B6F, 0xBC316A07, 0x3C96A621, 0xBD1FDAE6, 0x3AF5EDCB, 0xB98E3FA1, 0x3C82E6D9, 0xB922E188], [0x3CB7DFCF, 0x3C5FB5E0, 0x3CB5B665, 0xBBF398E6, 0x3B909608, 0x3C720FEE, 0x3B5D96EE, 0xBC826F40], [0x3D10C2B4, 0xBAD0B167, 0x3BCB12AD, 0x3BF2DFD2, 0x3C732FF5, 0xBC328899, 0x3A781E38, 0xBC3B2FA7], [0xBAAB3110, 0xBB065900, 0xBB28929C, 0xBA53E9F3, 0x3BF877C3, 0xBCC3A3F8, 0xBCCC4777, 0x3BD13CA2], [0x3C006965, 0xBCE05820, 0xBBE740CF, 0x3CE6DEDE, 0x3CD1D45D, 0xBC556AE7, 0x3BA6C6CD, 0x3BEE2E77], [0x3C3771F0, 0xBC7A40F7, 0xBC71754B, 0xBB638389, 0x3D08871D, 0xBC3B642F, 0xBCBCD12F, 0x3CC7D106], [0xBCFF2F87, 0xBCF87074, 0xBBD37D42, 0xBB5C46D4, 0x3C662CF2, 0x3B3F9546, 0x3CD58EF3, 0xBD455305], [0x3C672458, 0xBCB191B3, 0xBCD4917D, 0xBB0E0937, 0x3BE191EF, 0x3C5DBF42, 0x3D052941, 0x3B87D53F], [0x3B586CA4, 0x3D1AD539, 0x3BC24DEA, 0xBC777D3B, 0xBBD0B4C2, 0x3BCED269, 0x3CE2EF67, 0xBBB3C586], [0x39EC5E15, 0x3CFEC390, 0xBD0F0999, 0x3D09E8AC, 0xBCC7C37C, 0x3BDAAEBD, 0x3CA39ECC, 0x3B694C63], [0x3D45182E, 0xBC2830A2, 0x3D07C4B2, 0x3C1F25AF, 0xBBC7FD01, 0x3C6E7C80, 0xBB1A210B, 0x3C08CE1D], [0x3C1742AF, 0xB761F037, 0x3C9E7559, 0xBC0E8A0B, 0x3C88A4E0, 0x3D0400D6, 0xBD50CC74, 0xB9EC395C], [0xBB954432, 0x3D408D72, 0xBC4528D3, 0xBBAF8E2D, 0xBADDBDBB, 0xBC617025, 0xBBED696A, 0x3CCC8E6A], [0x3C8BE0FB, 0x3D06EDCF, 0xBCB1A67B, 0x3B1A5EAD, 0xBBEF321C, 0xBBB011D9, 0xBD047EA9, 0x3C43C1D3], [0x3C9654D5, 0x3C8D22D7, 0x3D08356F, 0xBD03AA93, 0x3AE9E1BE, 0x3B003966, 0x3CFBEF6A, 0x3C622F72], [0xBB951527, 0xBBFBA09E, 0xBC7AC0A7, 0x3BC3586E, 0x3BA12A5B, 0xBCADF2EA, 0x3BAE615C, 0xBBDAD818]]> : tensor<30x8xf32>
    %a11 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a12 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a13 = stablehlo.constant dense<[[0x3D02A406, 0x3C425F6B, 0xBCB9DFED, 0xBD157467, 0xBCBC7002, 0x3CB5BB0F, 0x3B4005F9, 0xBB3CFF62], [0x3CB52818, 0xBC0C7A38, 0x3C83CC30, 0x3BE88605, 0x3BC43ECD, 0x3AC28B97, 0x3CE00295, 0xBC9BE2C2], [0x3C9D534F, 0x3C9D6FDE, 0xBCD4BB0A, 0x3A2CF837, 0xBB5BF166, 0xBC977966, 0xBC9FF9B7, 0x3C888538], [0xBC566C5E, 0x3C69C425, 0xBC7AC9AF, 0x3C3B22A2, 0xBCA40730, 0xBC1D928B, 0xBBF79677, 0x3CAE3A72], [0x3C23C818, 0x3CA24D3E, 0xBBFFF2E9, 0x3C44B870, 0x3C48817C, 0x3CEC44EA, 0xBA4C5249, 0x3D5FBD2C], [0xBCDDF5D7, 0xBC0F47A2, 0x3CC7FD44, 0xBD357417, 0xBB4436A1, 0x3D334919, 0x3BB9D501, 0x3B4AF1E6], [0xBA61CEA4, 0xBCA45936, 0xBB1B75CE, 0xBCF8C918, 0x3848E4E4, 0xBCF54946, 0x3BF5BF2A, 0x3C9593D9], [0x3D30B446, 0x3BD15DA5, 0x3AAC71DD, 0xBC0AAA2A, 0xBC507327, 0xBD145ADF, 0x3D0F61BB, 0x3C01FBDD]]> : tensor<8x8xf32>
    %a14 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a15 = stablehlo.constant dense<[[0x3C94CF2D, 0xBD1D96BC, 0x3C9754B2, 0xBC2BA398, 0x3C362467, 0x3C4CBA70, 0x3C9430D4, 0xBC3FD7F2], [0xBC909C0B, 0xBCC3C413, 0x3CA522D4, 0xBAE80217, 0x3C754749, 0xBC8DE529, 0xBD096C3B, 0x3C23B7EA], [0xBC5DDBD8, 0x39E195C1, 0x3C1DCF54, 0xBB785E17, 0xBD24F069, 0xBA76DE17, 0xBCDA2DBD, 0xBC49036A], [0xBC5447E9, 0x3B966080, 0xBD208066, 0x3BE66B05, 0xBBAF843C, 0xBC92EF59, 0xBA467AB0, 0x3BD75BE1], [0xBBD81439, 0xBC73B677, 0xBB268034, 0x3B447A61, 0x3C4937A0, 0x3A0B1A49, 0xBCE36017, 0xBC83A469], [0x3C3FCEBB, 0xBC93C15A, 0x3A030846, 0x3AB8E2D7, 0xBC27FD32, 0x3D071E7C, 0x3D4BC31C, 0xBC9F1619], [0xBCFB8D7B, 0xBB8CA307, 0xBBA7B2DB, 0xBD1C0FA5, 0x3B962EE7, 0xBCFD2B74, 0x3C0E41AD, 0x3BDB533B], [0xBCD5FF4E, 0x3B81BADA, 0x3C63AD5C, 0xBAB9F7EF, 0xBC145EA2, 0xBC3488FD, 0x3D14F7C6, 0xBC98E4C9]]> : tensor<8x8xf32>
    %a16 = stablehlo.constant dense<[[1, 1, 1, 1, 1], [1, 1, 1, 1, 0]]> : tensor<2x5xi64>
    %a17 = stablehlo.constant dense<true> : tensor<i1>
    %a18 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a19 = stablehlo.constant dense<[[0xBC1D0854, 0x3A63760F, 0xBCAD19CD, 0xBB46ED44, 0x3C419DDB, 0xBD298260, 0x3C808E68, 0x3CAC1C10], [0xBAE4678C, 0xBC57179B, 0x39F4337C, 0x3B9DDBBD, 0xBC9FB58F, 0xBC9D77EA, 0xBCCC39DB, 0xBCAB3B22], [0xBC74FBFE, 0xBCFD5E5D, 0xBD17E912, 0xBCD083DD, 0x3C9F918D, 0x3CCD52C4, 0x3BED98B5, 0xBB048937], [0xBCBCEBA2, 0x3CF1E433, 0xBD103F02, 0x3C84747E, 0xBCAEA886, 0x3C68F7F8, 0x3CB9A667, 0xBC5F91A7], [0x3B49AA0E, 0xBCB03182, 0xBC0181BF, 0xBC1E7800, 0xBCC5416B, 0x3D239776, 0xBC2A0B6A, 0x3CB2EC26], [0x3CBF9C7D, 0xBCFEFE82, 0xBC38DE84, 0x3CB4ED06, 0x3B02CFF6, 0xBC65C470, 0xBB0FFA78, 0x3C2445B2], [0xBD202C6E, 0xBCD2C409, 0xBD2620F9, 0xBCAA6217, 0xBC91C2A7, 0x3C8DA1B9, 0xBC8AF158, 0x3CD3A5CC], [0xBBBD5260, 0xBC2FDD64, 0x3B39F06A, 0xBCE0FE93, 0xBC80202B, 0xBD2A75AE, 0xBB086CD8, 0xBC823BE0]]> : tensor<8x8xf32>
    %a20 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a21 = stablehlo.constant dense<[[0xBBEE8D45, 0xBD2D828B, 0x3CB86F62, 0x3AAFE53D, 0x3D368745, 0x3C0AF04C, 0xBD1EFEA7, 0xBCBCAB7E], [0xBCEAD175, 0xBC405A92, 0xBC569FCC, 0x3B2509D7, 0xBC9264C0, 0x3C1A66CA, 0xBCD977A6, 0xBD161FCE], [0x3AD77DE9, 0xBCEA4555, 0xBC22687B, 0x3C5AA417, 0xBC86E9A5, 0xBC2C049D, 0xBC7B1F83, 0xBC126126], [0x3B52E057, 0xBCA39316, 0x395A4460, 0xBBE6E99D, 0xBC869F2F, 0xBAC3C77B, 0x3CA86644, 0xBCDEDD2E], [0xBCA2F2AE, 0xBC1B0755, 0xBBD8D779, 0xBCA09927, 0x3C3D7E21, 0x3BD36244, 0x3C3A2801, 0x3BE7689B], [0xBC7CAD27, 0xBC1D3497, 0xBCB92B8F, 0xBBE4FF44, 0x39875832, 0x3CCD233E, 0xBCFDB9C1, 0xBBB78CC1], [0xBCE81B39, 0xBD6375D7, 0x3C613A8B, 0xBA2DC83B, 0xBC948AE9, 0xBB0C9998, 0xBCB26AC6, 0x3CCF3535], [0xBC983C46, 0x3BC4E7A2, 0x3C070E16, 0x3C084FFF, 0xBC62FD46, 0xBC51373B, 0x3D8FEC67, 0xBC46C414]]> : tensor<8x8xf32>
    %a22 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a23 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a24 = stablehlo.constant dense<[[0xBBF07812, 0x3CC8E822, 0xBC66BAB4, 0x3BE70F12, 0xBCF84099, 0xBC64EADC, 0xBCC0A073, 0x3C9F330F, 0xBC39F0C4, 0xBCFAF4A6, 0xBBB5884B, 0x3C37F6F3, 0xBC3380B7, 0x3CE71929, 0xBC348424, 0x3B05B6AD], [0x3CBA7995, 0xBD100A21, 0xBC737C20, 0x3B287086, 0xBB74AC82, 0xBB80C25F, 0xBBA469B8, 0x3C928A3B, 0x3CECFC54, 0x3BAE27FB, 0xBC1DBB76, 0x3B992FA7, 0xBC0BF31A, 0x3A8026A0, 0x3CCF4ACC, 0xBCBFAB2E], [0x3B5AA1E6, 0x3C1233DB, 0xBC887BA8, 0xBB9F8989, 0xBA2EE261, 0xB9EA2594, 0x3CF7A140, 0xBAAF9AEF, 0xBA323E3B, 0xBCE4EE44, 0xBC9A06B0, 0x3C141F82, 0xBC6A143B, 0x3C64D170, 0xBD146E4F, 0xBC1F744E], [0xBC18A446, 0xBB066693, 0xBD124E19, 0xBD0B52BB, 0xBA24CFE6, 0xBC7DEA63, 0xBCB7BC82, 0x3CC800FC, 0x3AEF7954, 0xBD27D5A6, 0xBB8FA442, 0x3C832D6D, 0x3BD56957, 0xBC38B1B9, 0xBD1D2BF6, 0xBCC6A96B], [0x3D020F44, 0xBBB9EA2A, 0x3D12FB1F, 0x3C8DBDD6, 0xBC10278C, 0x3CA4FF8A, 0x3B6A19CA, 0x3D440E70, 0x3B5EF3C2, 0xBC9025B9, 0xBCA7FA33, 0xBC5D5741, 0x3CC51B6A, 0xBB15BF3F, 0x3B8643AB, 0xBCD69282], [0xBC7283AE, 0xBC16D057, 0x3A904461, 0xBBB5EC9C, 0x3CCACE66, 0x3BE0FB74, 0xBC839B36, 0x3D4868F2, 0x3C23EF67, 0xBBB8D8A1, 0x3CA51679, 0xBBC3C68F, 0xBC5F1187, 0x3CF74C45, 0xBBCDF17D, 0x3C07C110], [0xBC768881, 0x3D0C3324, 0xBC67E237, 0xBB405127, 0x3CE6985E, 0x3C86FFD6, 0xBCE03C49, 0xBCF611CB, 0xBCE3FC3D, 0x3D00394F, 0xB99F4930, 0xBCB90A34, 0xBB9E014B, 0xBD1DDB30, 0x3770F283, 0xBD127CD6], [0xBC33E12B, 0xBBBB6BFC, 0xB64D72EA, 0x3CBE2B61, 0xBC6AD7F9, 0x3C6994CB, 0x3CCBBECD, 0x3CD37770, 0xBC3E2659, 0xBC7008E3, 0xBCBA85F8, 0x3A516A97, 0x3B6F434E, 0xBC15D792, 0x3C720C61, 0x3BC6B392]]> : tensor<8x16xf32>
    %a25 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<16xf32>
    %a26 = stablehlo.constant dense<[[0xBC8EA9E4, 0x3C539347, 0x3C41252E, 0xBD074F4E, 0xBCA65150, 0xBC0C87C9, 0xBB6A1950, 0x3CD03997], [0xBC0077E9, 0x3C89492E, 0x3B81BFDD, 0x3CFEDDE7, 0xBC648526, 0xBC93D587, 0xBB0D9C3F, 0x3D00AF57], [0x3C4CE78F, 0xBC82FD36, 0xBC146844, 0xBC430DEF, 0x3C32EFD9, 0x3D416752, 0x3C1360D7, 0x3A3A6544], [0xBCADBB4E, 0xBCAA797C, 0xBC846A97, 0x3CB177CA, 0x3BAE71BB, 0x3C544265, 0xBD07F60F, 0x3C7C3C65], [0x3A291F8B, 0x3CCE30B5, 0xBBEC31D7, 0xBAD048BC, 0x3C8224FB, 0xBCC236BD, 0x3D233EA4, 0xBC94E9D4], [0x3BF10D34, 0x3BB8562E, 0xBCBCEA45, 0x3C3910F0, 0x3B22A8BD, 0xBB994A9D, 0x3CD1BA5B, 0x3C1AAA10], [0x3C40B667, 0x3C5A82D8, 0x3C862F50, 0x3CEBF469, 0x3CC03034, 0x3D2B84BB, 0x3B7AED01, 0xBBED7A63], [0x3CAA1DC1, 0xBBF4E070, 0xBBA58C69, 0x3C4E7235, 0xBBD61E30, 0xBCF2FD0F, 0x3D092877, 0xBD0B9CF4], [0xB9FF00F0, 0x3D0F5477, 0x3AD0AE82, 0x3C719A83, 0xBBA2FEC0, 0x3C192B2D, 0xB960B4EC, 0xBC58AE22], [0xBC1D5F48, 0x3CB2FB8B, 0xBCE50E0F, 0x3C8A7F6E, 0x3C9A2B45, 0xBD47DA86, 0xBC7D3FE5, 0x3CA52413], [0x3D24E04A, 0x3C999A64, 0xBB4B31FC, 0x3C2E1EFC, 0x3D2756BB, 0x3C3CA6CE, 0xBB128B1D, 0xBCD0A459], [0x3BF0E665, 0x3C68D0E3, 0x3C3AFE50, 0x3CCB0D66, 0xBC92C58B, 0x3C921D30, 0xBB22BEAE, 0xBCBD71E1], [0xBC822D0B, 0x3C8501C0, 0xBCAD2F32, 0xBD380D6B, 0x3C616F50, 0xBD431D0E, 0x3CA96DD6, 0xBC6CD42A], [0xBC3D3452, 0xBD3B5CCD, 0x3C0C6156, 0xBC271681, 0xBC3AC9A2, 0xBCED8A70, 0xBCA1B0C1, 0xBD11CC79], [0xBBDE87D2, 0xBD328AD0, 0x3B6E7E23, 0x3C3B53EE, 0xBD10BBEB, 0xBCE9B28B, 0xBC0327F0, 0xBCEDE4DE], [0xBC1E1FD8, 0x3D0850C6, 0xBC638B3B, 0x3C1640E2, 0xBC23D9A0, 0xBD0410E7, 0x3BB95F18, 0x3C7DD7BE]]> : tensor<16x8xf32>
    %a27 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a28 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a29 = stablehlo.constant dense<[[0xBCBE34AA, 0x3C8F8BFC, 0xBC14C97D, 0x3BACD998, 0x3CAAF4CB, 0xBD22A735, 0x3CA402ED, 0x3AC3B42A], [0x3C978344, 0x3C8C3D17, 0xBC709113, 0x3BCE4F77, 0xBCA99BEB, 0x3C6062F4, 0xBA53A510, 0x3C297E05], [0x3C99B1D9, 0x3C06ECE0, 0xBCDB5615, 0x3CA7539C, 0xBC9F8FFD, 0xBC2C2E60, 0xBC80D430, 0x3BB1F64E], [0x3B90479B, 0xBC2034F4, 0x3A9ED6EA, 0xBC7508A0, 0x3C2BADEF, 0x3C10AE35, 0xBC207A79, 0xBA4E85DC], [0xBC23F416, 0x3D0B3A6D, 0x3C5BB5C5, 0x3D3C274A, 0x3CDB23DB, 0xBC7FB12A, 0xBC894BC8, 0xBBB43F8B], [0xBCA081C2, 0xBBBF5582, 0x3D296BFC, 0x3CCF6F6E, 0xBB3703D7, 0xBB4B681D, 0xBC8F2254, 0xBBB8F370], [0xBB386299, 0xBCCB7FCF, 0x3ADB8317, 0x3C2195A6, 0xBB4861EE, 0x3C25FB38, 0xBBFB51FE, 0xB95357B8], [0x3CEB6BAE, 0x3D12142C, 0x3CB88C33, 0x3C4A00E5, 0x3C354C4E, 0xBC61BD82, 0xBC322960, 0xBC1CE189]]> : tensor<8x8xf32>
    %a30 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a31 = stablehlo.constant dense<[[0xBD02BDF2, 0xBC095934, 0xBCE7CC8C, 0xBC83DC72, 0xBC13FF17, 0x3A1F2784, 0x3A201BA3, 0x3C9916BB], [0xBD314AFC, 0xB941BCEB, 0x3C8F52B2, 0xBCA4865C, 0xBD739710, 0xBCB86C32, 0x3C2195B4, 0x3BFDAF94], [0xBC6C927E, 0x3BC57621, 0xBAF18E4F, 0xBC97FFDA, 0x3C6715A2, 0xBB8A53EE, 0xBC35A064, 0xBC9BC9E5], [0x3C277DD7, 0xBB8E75E9, 0x3C6CB261, 0x3C3E6DC9, 0x3CC19457, 0xBCE5A162, 0x3C546789, 0x3C03D09F], [0x3C0FB9C3, 0xBC13FC9B, 0x3C5F5677, 0x3C1D11AC, 0xBC0A3B4D, 0xBB8F4041, 0x3C909C9D, 0x3CA9C3EA], [0x3D40EF94, 0x3CBA69B7, 0x3C9BD554, 0xBB2F3D85, 0x3AEBEDA5, 0x3A4950A9, 0x3CE4B981, 0xBBDD36C5], [0x3CA91E5C, 0xBCC8E1C6, 0x3C317077, 0x3CF4F96B, 0x3C8E8EA6, 0x3C04ECB3, 0xBBB18480, 0xBC310F66], [0x3CACF0EE, 0x3C888952, 0x3B0B9686, 0x39416A2B, 0xBCAC2F69, 0xBCFFF590, 0x3CBFC538, 0x3C1B601C]]> : tensor<8x8xf32>
    %a32 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a33 = stablehlo.constant dense<[[0xBC6F0FD8, 0xBC23B4B9, 0x3CA6B5FC, 0x3BE891A3, 0x3C1ABD90, 0x3B822819, 0xBD411E33, 0x3C891112], [0xBC41DC8B, 0x3BFDDFF2, 0xBCD2ABA1, 0x3B6BEBA9, 0xBCC187B8, 0x3C2C1112, 0x3CC5D3EF, 0x3C186B1A], [0x3D026B43, 0xBCB898C5, 0x3C80D665, 0x38EAF3C2, 0xBABF08C2, 0x3A8A2C1F, 0x3C1AE022, 0x3C9B30CE], [0xBC931B07, 0x3C57191D, 0xBC826310, 0x3CB240AE, 0xBCC5BCDB, 0xBBF1032F, 0xBB9F9217, 0xBC5AF799], [0x3A07ECD4, 0x3BFD8507, 0x3C9C7D4D, 0x3A70718A, 0xBC9CA0D6, 0xBCFF54AE, 0xBC1D2DF0, 0x3A80C9A5], [0xBC808C2A, 0x3CF3A8CF, 0xBCA3E874, 0xBCAE2C89, 0x3CB51BE9, 0x3CA374C2, 0xBCD62FD4, 0xBBC4C902], [0xB9BEEA4A, 0x3D03006D, 0x3C2B5084, 0x3C2A7BB3, 0x3CE8D6DD, 0x3B3D5C01, 0x3D2AFF81, 0xBCC4FE6A], [0x3CA18092, 0x3C52F354, 0xBC3BFA0B, 0x3C4EA247, 0x3C7DD718, 0xBC054BD8, 0xBCC53F5D, 0xBC91B262]]> : tensor<8x8xf32>
    %a34 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a35 = stablehlo.constant dense<[[0x3D1C3AC6, 0xBCB0B147, 0x3C66BE0E, 0x389ECEB7, 0xBC637ACC, 0x3CAA6AE2, 0x3CB7CBD9, 0x3C0CCF66], [0x3A3600C5, 0x3CA7DE52, 0xBA8A2A77, 0xBCE1A981, 0x392E9759, 0x3D0A74EB, 0xBC02A558, 0x3C515374], [0xBBAF88F8, 0xBC0DC674, 0xBB92EE19, 0x3BB1FE74, 0xBB9519B2, 0x3BDA883C, 0xBCD79525, 0xBC7449EF], [0xB965401E, 0x3BAD3726, 0x3C056A7C, 0x3C970941, 0x3B831AA6, 0x3CBBC253, 0xBB263A6F, 0x3D0B2E14], [0xBCE0DD72, 0x3C897225, 0x3C9E4984, 0xBD07697D, 0x3D0C7DAA, 0x3CC5EC52, 0x3C80E6B4, 0xBB82A65D], [0x3CBA276A, 0x3B7E1CC2, 0x3BD9844E, 0x3BA0A268, 0xBD4CAFEF, 0xBC122056, 0xBC9AE46B, 0xBBE41F46], [0x3D289AFC, 0x3AEF7A7D, 0x3BB59289, 0x3C10B16F, 0x3CDA81F7, 0xBBD2EA82, 0x3D589306, 0xBC11563F], [0xBCC53AB4, 0xBC5F0637, 0xBBB41C7E, 0xBCEBAFF9, 0x3C06BD8E, 0xBC63BD66, 0x3C59361B, 0xBB89FCC8]]> : tensor<8x8xf32>
    %a36 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a37 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a38 = stablehlo.constant dense<[[0x3C113E45, 0x3C8D40C0, 0x3C404DF8, 0x3D071F47, 0x3CE08EE2, 0x3C2ACECD, 0xBBA8F609, 0xBAB707A7, 0xBCCED875, 0xBB3E1401, 0x3B6C87D3, 0xBD0DBC52, 0xBA3002E9, 0x3C711395, 0x3C1574BF, 0xBD24153B], [0x3CA77E20, 0x3D1E29A2, 0x39DDCE1D, 0x3B89A4E1, 0xBCAEAB13, 0xBB27BEB2, 0x3D129F3A, 0x3C85D08D, 0x3B932C7B, 0xBB95831C, 0x3D0D3D03, 0xBD2A7DE6, 0xBC0B8A61, 0xBC39E2BC, 0x3CD7E85E, 0xBBCE7CA7], [0x3B0D61CB, 0x3C7BD052, 0xBC1BA337, 0xBCBC95AF, 0xBC6DDE90, 0xBC9CB846, 0x3C1C8D41, 0x3BCD0CEB, 0x399F14B9, 0xBB8162F7, 0xBB9E88F2, 0xBC55DDA9, 0x3CB3953E, 0x3B71CDAA, 0xBC23D077, 0x3B8DB870], [0xBC1241F8, 0x3D00F2D2, 0x3CA65D2A, 0x3CDBA8E5, 0xBAE805D7, 0xBCBA93EF, 0xBB7A46E5, 0x3D72EAAE, 0x3D17A657, 0xBCB51390, 0x3C754125, 0x3C2CA34B, 0x3CB62BEA, 0xBCAB2DB3, 0xBCCDDA73, 0x3BD7DCF4], [0x3B85158E, 0xBCCD4C2C, 0xBBB51D59, 0xBC91B613, 0x3CD669B5, 0xBD2D5DE9, 0xBC828319, 0xBBA816D3, 0x3C015F24, 0x3D15B6DD, 0x3CEF79C3, 0x3C589AE6, 0xBC7542D3, 0x3C0EBA87, 0x3CF22BDE, 0xBC0232EC], [0x3CCE456A, 0x3B7D7EC5, 0xBC3BDBFE, 0x3B00277F, 0x3AF19CC1, 0x3CB39670, 0x3957C35C, 0xBCB66C05, 0x3C2C3793, 0xBB9E76B3, 0xBAFC6DBC, 0xBCFD6702, 0xBC99CC93, 0xBC8E4B92, 0x3C95B515, 0x3C01A6FB], [0xBC72790F, 0xBC7505BC, 0xBB8E2457, 0xBC12D084, 0x3CED396E, 0x3C404D84, 0x3CBAA4BE, 0x3D2C3D2E, 0xBCAC14E2, 0x3CAF0021, 0x3C1578BA, 0x3C510585, 0xBCD5A862, 0xBD0BB97B, 0x3D20232A, 0x3C6D3509], [0x3C29A044, 0xBC016933, 0xBB64B08A, 0x3C822D74, 0x3B5056A5, 0x3C9E463C, 0x3BE8BAE6, 0xBC45923D, 0xBC1E91EB, 0x3BA4B10B, 0x3C33C94F, 0x3C8978AB, 0x3CC0D3F5, 0xBCEB1AE2, 0x3B3D8F37, 0x3C4B38F3]]> : tensor<8x16xf32>
    %a39 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<16xf32>
    %a40 = stablehlo.constant dense<[[0x3D1B6424, 0x3BEBAECF, 0x3B38A4C1, 0x3C189A12, 0x3AC39C2A, 0xBCB0C732, 0xBD1F0DA2, 0xBCB1477E], [0x3C9C1A9F, 0x3BFE16D7, 0x3AD5B6F3, 0x3CE13DF0, 0xBBA11E53, 0x3CD5F4DC, 0x3B92EC70, 0xBB319A8E], [0x3C489389, 0x3D330B5B, 0xBC037212, 0xBBC58BB0, 0xBC650D5D, 0x3CC38DF5, 0x3D23EDFE, 0x3B17633D], [0x3BC42FB0, 0xBC20422A, 0x3BA67B78, 0xB9E030F4, 0xBD33A82A, 0xBD70E703, 0x3AC47EEB, 0x3D012C48], [0x3BE3FD55, 0xBCDA2FF9, 0x3D0C810D, 0x3CB23D0A, 0x3C7A223E, 0x3B95909D, 0x3C352C07, 0xBC178497], [0x3CAA828B, 0x3B4C8478, 0x3C07398F, 0xBD2AEB97, 0xBD2CD813, 0x3C04ECD3, 0xBCA48E58, 0xBB111AB1], [0x3CF7C3B8, 0xBA209744, 0x3C3F822A, 0x3BCF6525, 0xB9F7323D, 0x3C96DE22, 0xBC615AE1, 0x3C735D54], [0xBD4C5FD8, 0x3D1E9B19, 0xBC664866, 0x3C0E67DE, 0x3A6F6DDD, 0xBC892D18, 0x3C9AADB3, 0x3C8BDF87], [0xBC8714D4, 0xBD22C3D7, 0xBC9FAA26, 0xBC090AF4, 0x3C952CC4, 0x3C2F2E16, 0x3C2CDEE6, 0x3C399DDB], [0x3C8DB01B, 0x3CBFDC4F, 0xBC10B52A, 0xBD3BADC1, 0xBBA2A2C6, 0xBC8F942B, 0xBC773B29, 0x3C81768D], [0x3A8399BA, 0x3D3830C9, 0x3CAA6052, 0x3CDC2010, 0x39C14C44, 0x3D06DCA3, 0x3AA98AD0, 0x3BAF3EEE], [0x3BBEC574, 0x3C66AC18, 0xBC2B7EAB, 0xBC44CC54, 0x3CC0B2EE, 0xBC94BFBF, 0xBCFF4209, 0x3D71574B], [0x3CA11FA0, 0x3B937A3E, 0xBB7B0DA6, 0x3C7464A9, 0x3CDD1EFE, 0xBCE8D937, 0xBAF33185, 0x3CA982AD], [0xBB0B69A4, 0xBC8DC617, 0x3BD4C74E, 0xBB9CD227, 0xBC4776EA, 0x3B922D0F, 0xBCFDD352, 0xBB9E6149], [0xBCA315F4, 0xBCBF6089, 0x3B9E55CA, 0xBC0299BD, 0xBCA2139B, 0xBBD76735, 0xBB9849C6, 0xBC772B90], [0xBCB672A0, 0xBC9B39F4, 0xBCC6A666, 0x3B8EE6D5, 0xBCA4F9F9, 0xBC9F7D3B, 0x3C34B29B, 0x3C100EF2]]> : tensor<16x8xf32>
    %a41 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a42 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a43 = stablehlo.constant dense<[[0x3966EC32, 0xBBD81684, 0xBC466765, 0x3CD55A9B, 0x3B852470, 0x3BD1057E, 0x3D177BCD, 0x3C3459D9], [0xBCDC483C, 0x3BE81818, 0x3B436EB5, 0x3C948929, 0xBCB86557, 0x39CB338E, 0x3CD0B458, 0x3BF9ECF3], [0x3B31630F, 0x3C874033, 0x3C12DED4, 0x3C6CC770, 0xBA56C362, 0x3C48813C, 0xBCC33390, 0x3C1C7306], [0x3C52D4EE, 0x3C10668A, 0x3C9E9D44, 0x3D054849, 0x3C522393, 0x3D0CD541, 0xB9B86082, 0xBD1362BD], [0xBB140EC2, 0xBBC6A764, 0x3C54C322, 0x3CA04CE7, 0x3D5A34B2, 0xBCE36786, 0xBC5D4869, 0xBB75C652], [0xBCA96B2F, 0xBC05F80D, 0x3C85461D, 0x3B4910A4, 0xBCE33E95, 0xBC40C7F2, 0x3C31FDF0, 0xBCA2D108], [0xBB4C2970, 0x3C34DB75, 0xBB3D6FE7, 0xBC7006EA, 0x3D6B4290, 0x3B671BD9, 0x3B817F5B, 0xBC059D77], [0x3D1168D7, 0x3CB682E5, 0xBC96A6F9, 0xBCF30DC7, 0x3ACE1809, 0x3CC63927, 0xBD480C13, 0xBCD198B8]]> : tensor<8x8xf32>
    %r:2 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x16xi64>, tensor<16x8xf32>, tensor<1x16xi64>, tensor<2x8xf32>, tensor<2x5xi64>, tensor<30x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<2x5xi64>, tensor<i1>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> (tensor<2x5x8xf32>, tensor<2x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0x3FBDB79F, 0xBF738985, 0x3F844139, 0xBFDA6593, 0xBF4AA7CB, 0x3EAB9A1A, 0x3E8C88E6, 0x3EA5F295], [0x3F7841B2, 0xBED62B76, 0xBF050920, 0xBFEF9807, 0x3E60BA3C, 0x3F1BBDEC, 0xBF09B912, 0x3FC66CE7], [0x3FA95AF6, 0xBEBD05B7, 0x3F7C9D0C, 0xBF680B72, 0xBFF75878, 0x3F41CFAE, 0x3D5AFE9E, 0x3DB3656B], [0x3FA7EE91, 0x3F6FB6C0, 0x3F637290, 0xBFCD7409, 0xBE77C6FA, 0x3EC697FD, 0xBFA6062C, 0xBEC2D886], [0x3E8F82D4, 0xBF3A872B, 0xBDDF4F8D, 0xBFC2E773, 0x3DF2C595, 0x3F8C9EB6, 0x3FDFBFFC, 0xBF62977F]], [[0x3FBDBD74, 0xBF738E03, 0x3F8436C4, 0xBFDA6F0E, 0xBF4A8192, 0x3EAB4C4F, 0x3E8C821E, 0x3EA63C1B], [0x3F31024D, 0xBE62C68C, 0xBF05FAC3, 0xBFED1B28, 0xBEB16A7D, 0x3FB6BF75, 0xBEC4C7A0, 0x3F9ABD48], [0x3FD27FAB, 0xBDCE660C, 0x3F56031F, 0xBFF36B61, 0xBD8B3C81, 0xBF69DA24, 0x3E52E384, 0x3E9853C7], [0x3F6281D3, 0xBF56897E, 0x3F6B6E71, 0xBFDD7EAE, 0x3ED06529, 0x3F5EDB0B, 0x3F249EE4, 0xBF940AFA], [0x3F074E08, 0xBDD78725, 0x3F005E68, 0xBFF7C260, 0xBDB67DD8, 0x3FAD14BD, 0x3F557C98, 0xBF8B0690]]]> : tensor<2x5x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBD1A6213, 0xBD4083F9, 0xBCD33096, 0xBD102DD7, 0xBD972C3E, 0x3B55705F, 0xBD1F7920, 0x3D455232], [0xBD1A626F, 0xBD409AD9, 0xBCD34320, 0xBD105F11, 0xBD97194A, 0x3B537754, 0xBD1F5938, 0x3D454BE6]]> : tensor<2x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
