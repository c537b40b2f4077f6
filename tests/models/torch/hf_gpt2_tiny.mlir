// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.707 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<30x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<32x8xf32>, %arg4: tensor<32xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<8xf32>, %arg12: tensor<16x8xf32>, %arg13: tensor<2x5xi64>, %arg14: tensor<8xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<24xf32>, %arg17: tensor<8x24xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<i1>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8x8xf32>, %arg24: tensor<24xf32>, %arg25: tensor<8x24xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>) -> (tensor<2x5x30xf32>, tensor<2x5xi64>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5x32xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x5x32xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x5x32xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x5x32xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x5x32xf32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x5x5xf32>
    %c = stablehlo.constant dense<5> : tensor<2x1x1x5xi64>
    %c_6 = stablehlo.constant dense<[[[0, 1, 2, 3, 4]]]> : tensor<1x1x5xi64>
    %c_7 = stablehlo.constant dense<2> : tensor<2x1x1x5xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<2x1x1x5xi64>
    %c_9 = stablehlo.constant dense<5> : tensor<2x1x5x1xi64>
    %c_10 = stablehlo.constant dense<[[[0], [1], [2], [3], [4]]]> : tensor<1x5x1xi64>
    %c_11 = stablehlo.constant dense<2> : tensor<2x1x5x1xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<2x1x5x1xi64>
    %c_13 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_14 = stablehlo.constant dense<1> : tensor<2x5xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x5x5xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xui32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x5x5xui8>
    %c_23 = stablehlo.constant dense<0> : tensor<ui8>
    %c_24 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg13 : (tensor<2x5xi64>) -> tensor<10xi64>
    %1 = stablehlo.convert %0 : (tensor<10xi64>) -> tensor<10xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<30x8xf32>, tensor<10xui32>) -> tensor<10x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %4 = "stablehlo.gather"(%arg12, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<5xui32>) -> tensor<5x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<5x8xf32>) -> tensor<2x5x8xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x5x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %8 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %9 = stablehlo.reshape %output : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %10 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x5x8xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x5x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %14 = stablehlo.dot_general %13, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x24xf32>) -> tensor<10x24xf32>
    %15 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<24xf32>) -> tensor<10x24xf32>
    %16 = stablehlo.add %14, %15 : tensor<10x24xf32>
    %17 = stablehlo.reshape %16 : (tensor<10x24xf32>) -> tensor<2x5x24xf32>
    %18 = stablehlo.slice %17 [0:2, 0:5, 0:8] : (tensor<2x5x24xf32>) -> tensor<2x5x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %22 = stablehlo.slice %17 [0:2, 0:5, 8:16] : (tensor<2x5x24xf32>) -> tensor<2x5x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %27 = stablehlo.reshape %26 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %28 = stablehlo.multiply %27, %cst_16 : tensor<2x2x5x5xf32>
    %29 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui8>) -> tensor<2x1x5x5xui8>
    %31 = stablehlo.broadcast_in_dim %c_24, dims = [1] : (tensor<5xi64>) -> tensor<2x5xi64>
    %32 = stablehlo.slice %31 [0:2, 0:1] : (tensor<2x5xi64>) -> tensor<2x1xi64>
    %33 = stablehlo.subtract %32, %c_15 : tensor<2x1xi64>
    %34 = stablehlo.concatenate %33, %31, dim = 1 : (tensor<2x1xi64>, tensor<2x5xi64>) -> tensor<2x6xi64>
    %35 = stablehlo.slice %34 [0:2, 0:5] : (tensor<2x6xi64>) -> tensor<2x5xi64>
    %36 = stablehlo.subtract %31, %35 : tensor<2x5xi64>
    %37 = stablehlo.compare  NE, %36, %c_14 : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %38 = stablehlo.convert %37 : (tensor<2x5xi1>) -> tensor<2x5xui8>
    %39 = "stablehlo.reduce_window"(%38, %c_23) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg30: tensor<ui8>, %arg31: tensor<ui8>):
      %216 = stablehlo.add %arg30, %arg31 : tensor<ui8>
      stablehlo.return %216 : tensor<ui8>
    }) : (tensor<2x5xui8>, tensor<ui8>) -> tensor<2x5xui8>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x5x1xi64>
    %41 = stablehlo.compare  LT, %40, %c_12 : (tensor<2x1x5x1xi64>, tensor<2x1x5x1xi64>) -> tensor<2x1x5x1xi1>
    %42 = stablehlo.add %40, %c_11 : tensor<2x1x5x1xi64>
    %43 = stablehlo.select %41, %42, %40 : tensor<2x1x5x1xi1>, tensor<2x1x5x1xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x5x1xi64>) -> tensor<2x1x5x1x1xi64>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2, 3] : (tensor<1x5x1xi64>) -> tensor<2x1x5x1xi64>
    %46 = stablehlo.compare  LT, %45, %c_12 : (tensor<2x1x5x1xi64>, tensor<2x1x5x1xi64>) -> tensor<2x1x5x1xi1>
    %47 = stablehlo.add %45, %c_9 : tensor<2x1x5x1xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x5x1xi1>, tensor<2x1x5x1xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x5x1xi64>) -> tensor<2x1x5x1x1xi64>
    %50 = stablehlo.concatenate %44, %49, dim = 4 : (tensor<2x1x5x1x1xi64>, tensor<2x1x5x1x1xi64>) -> tensor<2x1x5x1x2xi64>
    %51 = "stablehlo.gather"(%39, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xui8>, tensor<2x1x5x1x2xi64>) -> tensor<2x1x5x1xui8>
    %52 = stablehlo.reshape %51 : (tensor<2x1x5x1xui8>) -> tensor<2x1x5xui8>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x1x5xui8>) -> tensor<2x1x5x5xui8>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x5xi64>
    %55 = stablehlo.compare  LT, %54, %c_8 : (tensor<2x1x1x5xi64>, tensor<2x1x1x5xi64>) -> tensor<2x1x1x5xi1>
    %56 = stablehlo.add %54, %c_7 : tensor<2x1x1x5xi64>
    %57 = stablehlo.select %55, %56, %54 : tensor<2x1x1x5xi1>, tensor<2x1x1x5xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x5xi64>) -> tensor<2x1x1x5x1xi64>
    %59 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x5xi64>) -> tensor<2x1x1x5xi64>
    %60 = stablehlo.compare  LT, %59, %c_8 : (tensor<2x1x1x5xi64>, tensor<2x1x1x5xi64>) -> tensor<2x1x1x5xi1>
    %61 = stablehlo.add %59, %c : tensor<2x1x1x5xi64>
    %62 = stablehlo.select %60, %61, %59 : tensor<2x1x1x5xi1>, tensor<2x1x1x5xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x5xi64>) -> tensor<2x1x1x5x1xi64>
    %64 = stablehlo.concatenate %58, %63, dim = 4 : (tensor<2x1x1x5x1xi64>, tensor<2x1x1x5x1xi64>) -> tensor<2x1x1x5x2xi64>
    %65 = "stablehlo.gather"(%39, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xui8>, tensor<2x1x1x5x2xi64>) -> tensor<2x1x1x5xui8>
    %66 = stablehlo.reshape %65 : (tensor<2x1x1x5xui8>) -> tensor<2x1x5xui8>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<2x1x5xui8>) -> tensor<2x1x5x5xui8>
    %68 = stablehlo.compare  EQ, %53, %67 : (tensor<2x1x5x5xui8>, tensor<2x1x5x5xui8>) -> tensor<2x1x5x5xi1>
    %69 = stablehlo.convert %68 : (tensor<2x1x5x5xi1>) -> tensor<2x1x5x5xui8>
    %70 = stablehlo.and %30, %69 : tensor<2x1x5x5xui8>
    %71 = stablehlo.compare  NE, %70, %c_22 : (tensor<2x1x5x5xui8>, tensor<2x1x5x5xui8>) -> tensor<2x1x5x5xi1>
    %72 = stablehlo.convert %71 : (tensor<2x1x5x5xi1>) -> tensor<2x1x5x5xui8>
    %73 = "stablehlo.gather"(%31, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xi64>, tensor<2x1x1x5x2xi64>) -> tensor<2x1x1x5xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x5xi64>) -> tensor<2x1x5xi64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x5xi64>) -> tensor<2x1x5x5xi64>
    %76 = "stablehlo.gather"(%31, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xi64>, tensor<2x1x5x1x2xi64>) -> tensor<2x1x5x1xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x5x1xi64>) -> tensor<2x1x5xi64>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x1x5xi64>) -> tensor<2x1x5x5xi64>
    %79 = stablehlo.compare  LE, %75, %78 : (tensor<2x1x5x5xi64>, tensor<2x1x5x5xi64>) -> tensor<2x1x5x5xi1>
    %80 = stablehlo.convert %79 : (tensor<2x1x5x5xi1>) -> tensor<2x1x5x5xui8>
    %81 = stablehlo.and %72, %80 : tensor<2x1x5x5xui8>
    %82 = stablehlo.compare  NE, %81, %c_22 : (tensor<2x1x5x5xui8>, tensor<2x1x5x5xui8>) -> tensor<2x1x5x5xi1>
    %83 = stablehlo.select %82, %cst_5, %cst_4 : tensor<2x1x5x5xi1>, tensor<2x1x5x5xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x5x5xf32>) -> tensor<2x5x5xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 2, 3] : (tensor<2x5x5xf32>) -> tensor<2x2x5x5xf32>
    %86 = stablehlo.add %28, %85 : tensor<2x2x5x5xf32>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<2x2x5x5xf32>
    %90 = stablehlo.exponential %89 : tensor<2x2x5x5xf32>
    %91 = stablehlo.reduce(%90 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %93 = stablehlo.divide %90, %92 : tensor<2x2x5x5xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %95 = stablehlo.slice %17 [0:2, 0:5, 16:24] : (tensor<2x5x24xf32>) -> tensor<2x5x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %99 = stablehlo.dot_general %94, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %100 = stablehlo.reshape %99 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,5,2,4]{3,1,2,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x5x2x4xf32>) -> tensor<10x8xf32>
    %103 = stablehlo.dot_general %102, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %104 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %105 = stablehlo.add %103, %104 : tensor<10x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %107 = stablehlo.add %106, %6 : tensor<2x5x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%108, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %109 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %110 = stablehlo.reshape %output_26 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %111 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x5x8xf32>
    %113 = stablehlo.add %109, %112 : tensor<2x5x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %115 = stablehlo.dot_general %114, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %117 = stablehlo.add %115, %116 : tensor<10x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<10x32xf32>) -> tensor<2x5x32xf32>
    %119 = stablehlo.multiply %118, %cst_3 : tensor<2x5x32xf32>
    %120 = stablehlo.power %118, %cst_2 : tensor<2x5x32xf32>
    %121 = stablehlo.multiply %120, %cst_1 : tensor<2x5x32xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x5x32xf32>
    %123 = stablehlo.multiply %122, %cst_0 : tensor<2x5x32xf32>
    %124 = stablehlo.tanh %123 : tensor<2x5x32xf32>
    %125 = stablehlo.add %124, %cst : tensor<2x5x32xf32>
    %126 = stablehlo.multiply %119, %125 : tensor<2x5x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x5x32xf32>) -> tensor<10x32xf32>
    %128 = stablehlo.dot_general %127, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x8xf32>) -> tensor<10x8xf32>
    %129 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %130 = stablehlo.add %128, %129 : tensor<10x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %132 = stablehlo.add %107, %131 : tensor<2x5x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%133, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %134 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %135 = stablehlo.reshape %output_29 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %136 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x5x8xf32>
    %138 = stablehlo.add %134, %137 : tensor<2x5x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %140 = stablehlo.dot_general %139, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x24xf32>) -> tensor<10x24xf32>
    %141 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<24xf32>) -> tensor<10x24xf32>
    %142 = stablehlo.add %140, %141 : tensor<10x24xf32>
    %143 = stablehlo.reshape %142 : (tensor<10x24xf32>) -> tensor<2x5x24xf32>
    %144 = stablehlo.slice %143 [0:2, 0:5, 0:8] : (tensor<2x5x24xf32>) -> tensor<2x5x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %148 = stablehlo.slice %143 [0:2, 0:5, 8:16] : (tensor<2x5x24xf32>) -> tensor<2x5x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %152 = stablehlo.dot_general %147, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %153 = stablehlo.reshape %152 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %154 = stablehlo.multiply %153, %cst_16 : tensor<2x2x5x5xf32>
    %155 = stablehlo.add %154, %85 : tensor<2x2x5x5xf32>
    %156 = stablehlo.reduce(%155 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %158 = stablehlo.subtract %155, %157 : tensor<2x2x5x5xf32>
    %159 = stablehlo.exponential %158 : tensor<2x2x5x5xf32>
    %160 = stablehlo.reduce(%159 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %162 = stablehlo.divide %159, %161 : tensor<2x2x5x5xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %164 = stablehlo.slice %143 [0:2, 0:5, 16:24] : (tensor<2x5x24xf32>) -> tensor<2x5x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,4]{3,1,2,0}"} : (tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %168 = stablehlo.dot_general %163, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %169 = stablehlo.reshape %168 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,5,2,4]{3,1,2,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x5x2x4xf32>) -> tensor<10x8xf32>
    %172 = stablehlo.dot_general %171, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %173 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %174 = stablehlo.add %172, %173 : tensor<10x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %176 = stablehlo.add %175, %132 : tensor<2x5x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%177, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %178 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %179 = stablehlo.reshape %output_32 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %180 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x5x8xf32>
    %182 = stablehlo.add %178, %181 : tensor<2x5x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %184 = stablehlo.dot_general %183, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<10x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<10x32xf32>) -> tensor<2x5x32xf32>
    %188 = stablehlo.multiply %187, %cst_3 : tensor<2x5x32xf32>
    %189 = stablehlo.power %187, %cst_2 : tensor<2x5x32xf32>
    %190 = stablehlo.multiply %189, %cst_1 : tensor<2x5x32xf32>
    %191 = stablehlo.add %187, %190 : tensor<2x5x32xf32>
    %192 = stablehlo.multiply %191, %cst_0 : tensor<2x5x32xf32>
    %193 = stablehlo.tanh %192 : tensor<2x5x32xf32>
    %194 = stablehlo.add %193, %cst : tensor<2x5x32xf32>
    %195 = stablehlo.multiply %188, %194 : tensor<2x5x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x5x32xf32>) -> tensor<10x32xf32>
    %197 = stablehlo.dot_general %196, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x8xf32>) -> tensor<10x8xf32>
    %198 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %199 = stablehlo.add %197, %198 : tensor<10x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %201 = stablehlo.add %176, %200 : tensor<2x5x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%202, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %203 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %204 = stablehlo.reshape %output_35 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %205 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x5x8xf32>
    %207 = stablehlo.add %203, %206 : tensor<2x5x8xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %209 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,30]{0,1}"} : (tensor<30x8xf32>) -> tensor<8x30xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x30xf32>) -> tensor<10x30xf32>
    %211 = stablehlo.reshape %210 : (tensor<10x30xf32>) -> tensor<2x5x30xf32>
    %212 = stablehlo.iota dim = 0 : tensor<30xi32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [2] : (tensor<30xi32>) -> tensor<2x5x30xi32>
    %214:2 = stablehlo.reduce(%211 init: %cst_21), (%213 init: %c_20) across dimensions = [2] : (tensor<2x5x30xf32>, tensor<2x5x30xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5xi32>)
     reducer(%arg30: tensor<f32>, %arg32: tensor<f32>) (%arg31: tensor<i32>, %arg33: tensor<i32>)  {
      %216 = stablehlo.compare  GE, %arg30, %arg32 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %217 = stablehlo.select %216, %arg30, %arg32 : tensor<i1>, tensor<f32>
      %218 = stablehlo.compare  EQ, %arg30, %arg32 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %219 = stablehlo.minimum %arg31, %arg33 : tensor<i32>
      %220 = stablehlo.select %216, %arg31, %arg33 : tensor<i1>, tensor<i32>
      %221 = stablehlo.select %218, %219, %220 : tensor<i1>, tensor<i32>
      stablehlo.return %217, %221 : tensor<f32>, tensor<i32>
    }
    %215 = stablehlo.convert %214#1 : (tensor<2x5xi32>) -> tensor<2x5xi64>
    return %211, %215 : tensor<2x5x30xf32>, tensor<2x5xi64>
  }
}
