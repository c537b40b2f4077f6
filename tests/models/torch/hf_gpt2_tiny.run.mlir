// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.707 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<30x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<32x8xf32>, %arg4: tensor<32xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<8xf32>, %arg12: tensor<16x8xf32>, %arg13: tensor<2x5xi64>, %arg14: tensor<8xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<24xf32>, %arg17: tensor<8x24xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<i1>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8x8xf32>, %arg24: tensor<24xf32>, %arg25: tensor<8x24xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>) -> (tensor<2x5x30xf32>, tensor<2x5xi64>) {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBC511862, 0x3BCB30F7, 0xBC64A3F5, 0x3CBC7FEB, 0xBBCFC124, 0xBC577277, 0xBC645580, 0xBC8A7A58], [0xB8900998, 0x3C14FB4F, 0x3B66BA02, 0x3CF8D3D0, 0x3D14A4F4, 0xBC3FB2DC, 0x3CC8BE8A, 0xBBA1678B], [0x3B374392, 0xBCC7C309, 0xBD14B157, 0xBBD49CF3, 0x3BD0F3DE, 0x3C8D2D3B, 0x3C0F539B, 0x3C8E6D8D], [0x3C25AA06, 0xBC83BD24, 0x3D17C232, 0x3C5AB86F, 0x3C392CF4, 0xBBB5CCB3, 0x3D4001D0, 0x3BFE8DC0], [0xBC7B6745, 0x3B823B36, 0xBC9B0D8A, 0xBCB95A06, 0x3C7D548C, 0x3D0ECB1E, 0x3C050DE2, 0x3BBDA64E], [0xBCAB5F4B, 0x3CA0F8D9, 0x3C67C2A5, 0xBCE8F652, 0xBD131009, 0x39DEF805, 0x3CA92DD4, 0x3D10E6F1], [0xBBAC1219, 0xBC288E80, 0xBBE2270C, 0xBD019D97, 0xBC02309B, 0xBBB80BE5, 0xBC2376A5, 0x3CB305F8], [0x3C8B32B7, 0x3C596CC4, 0x3CD1E6F3, 0xBC812CA6, 0xBC545E99, 0xBC060600, 0xBBC80400, 0x3C4DB647], [0x3CB9ACE1, 0xBC0BCF9F, 0xBCDC3999, 0xBCE93DA0, 0xBCE549B9, 0x3BD38ECB, 0x3A6BE64E, 0xBBA74206], [0xBBE84398, 0xBB8E9CFD, 0xBC8E339B, 0x3CB496ED, 0xBC879BE6, 0xBC23E293, 0xBBE8ADA2, 0xBBD5A654], [0x3CEE2842, 0x3C96BB08, 0x3CA6CA94, 0xBD1C0227, 0xBC34A114, 0xBC28266D, 0x3CC525AB, 0x3B0E4425], [0xBC107A35, 0xBC16FC55, 0xBB6FF2B4, 0xBBC43798, 0x3C827903, 0xBB1C162A, 0x3BC1120D, 0x3BCECCD9], [0xBCF4D36C, 0xBC3D33AB, 0x3CC5F210, 0x3B48E905, 0x3CD20886, 0x3BA00A84, 0xBC9F001C, 0x3D392154], [0xBC3A24A1, 0xBB005FBB, 0x3A73D855, 0xBC46B480, 0x3C7CD3C2, 0xBBE662E5, 0xBC7EFD21, 0xBC82421D], [0xBBEA95BD, 0xBA8A3A26, 0xBC3B6C2F, 0xBCFDCDF4, 0xBC9D17D9, 0xBD157C79, 0x3CBE24B3, 0xBB93762B], [0x3D1487FB, 0x3D146DAB, 0x3CC1D015, 0xBB357D5B, 0x3C988B77, 0xBB9285A6, 0x3B25EA73, 0x3BA59178], [0xBC1B4499, 0xBB5297B8, 0x3D01522F, 0xBCFBF334, 0xBC91A016, 0x3B068717, 0xBC951FDC, 0x3BA1B8D2], [0xBB9F9CD4, 0x3C39F68A, 0xBD1FF9E2, 0xBD0D5131, 0xBC9B41CE, 0xBC969A30, 0xBC5FF4BB, 0x3B644FD9], [0x3C1C52FC, 0x3A53CA25, 0xBC9D87F0, 0xBCC25FAE, 0x3C3D3167, 0x3B424DB3, 0xBC804536, 0x3B2707EF], [0xBC3A7600, 0x3CB0927D, 0x3CFE0CD3, 0x3CA7F654, 0x3C0C574D, 0xBC09CBC7, 0x3BAD3A8F, 0xBB074DE9], [0x3CFF9860, 0x3CA06519, 0xBCD777F0, 0xBB522995, 0xBCAFDCA7, 0x3BBB8D9D, 0xBB22D4B8, 0xBC806DE6], [0x3D1C6B40, 0x3AA70C27, 0x3D2DD585, 0x3BC5F570, 0xBC20C087, 0xBBA93C0F, 0xBBA59BFC, 0x3C744CC1], [0x3C19E829, 0xBD42B849, 0x3BE193F7, 0x3B5785CF, 0x3D22D896, 0xBC82E0DD, 0xBD05B6E2, 0xBC1E323E], [0xBCEFB3B8, 0x3CA27C48, 0xBA625237, 0xBC976FB5, 0x3B43781D, 0x3AB8E2FD, 0x3B44F069, 0xBD46E18B], [0x3C260496, 0x3C6FD223, 0x3B806F86, 0x3C9D0D54, 0x3CECEEDB, 0x3D109064, 0x3C48A02E, 0x3C0C4312], [0xBCBCE869, 0xBC42AFB2, 0x3C5B6918, 0xBCA3840E, 0xBC23344B, 0xBC2E1369, 0x3CE67BDD, 0x3BA97C40], [0xBBC55462, 0x3C86FEAA, 0xBCF42CEA, 0x3CE95EF9, 0xBCC59858, 0xBC1D0EED, 0xBB43DC00, 0xBC4703A9], [0xBAA8D68F, 0xBB8E05DB, 0x3CA3FA9E, 0xBB59C754, 0x3BECE0B4, 0xBBDFA774, 0x3B80A046, 0xBCF3DA4F], [0xBC97DF72, 0x3C846CBF, 0xBBC50CE1, 0xBC7A4745, 0xBC2C6E66, 0xBB160CA0, 0xBCBE9C7E, 0xBA438146], [0x39936204, 0xBC98DC85, 0xBD06786C, 0x3A70A8EC, 0xBC9C096D, 0xBC8926AD, 0x3CB601CD, 0xBB544649]]> : tensor<30x8xf32>
    %a1 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a2 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a3 = stablehlo.constant dense<[[0x3B8F4C5C, 0xBBB94477, 0xBCAD4D12, 0x3C633919, 0x3C04BE1A, 0xBAAD5A81, 0xBC4BE4B2, 0xBC026026], [0xBC69EAC5, 0xBB029743, 0xBBD66E07, 0x3BF89BD2, 0x3C5C304A, 0xBC7B29A3, 0x3A39F1EF, 0x3BF3AEE3], [0xBCA1B954, 0x3CC5252B, 0x3C20DD70, 0x3B06BEC0, 0xBC7D52FE, 0x3BC633BD, 0x3C856F19, 0xBC2E1252], [0xBC164EFF, 0xBC217AA7, 0xBC1CE40D, 0xBBC5F10F, 0x3B0B9621, 0x3CA30B6A, 0xBC6DBA49, 0x3BE539AC], [0x3C311532, 0x3B31A7DE, 0xBB8E2BD9, 0x3BDD9ABE, 0x3CC3C9F0, 0xBBD4F00F, 0xBB5118B8, 0x3C8C48EF], [0xBA17A259, 0xBC007B91, 0x3B27A2CA, 0x3C9E2449, 0xBB07B484, 0x3BE4D0BB, 0x3C03D847, 0xB8244806], [0xBC248ABE, 0xBBD6304A, 0x3C83265F, 0xBBCE5565, 0xBC558255, 0x3AA6FC6F, 0xBBE62778, 0xBBAA02B0], [0x3B9AF414, 0x3BDFF93E, 0xBC183A62, 0x3BFBF0A6, 0x3B22EAEA, 0x3BF5C933, 0x3AFC0F53, 0x3C8843D0], [0xBC195F37, 0xBC04C29F, 0x3BC05201, 0xBA64E24E, 0xBA9CF557, 0xBA8443C6, 0x3BBA0141, 0xBBF14540], [0xBBDECE9D, 0x3CD8FD3C, 0xBC2C2C9D, 0xBBE5BBC0, 0xBB64CAE9, 0xBC09CFEF, 0xB8326E86, 0xBA85719B], [0x3A69A10A, 0x3B37F6BE, 0x3A8BFB42, 0xBC16DB14, 0xBAACC3BE, 0xBC4DB353, 0x3B2C364F, 0xBBBB1E6E], [0x3BB98186, 0xBB769AF9, 0x3C593213, 0xBAF54B7E, 0x3B089A4F, 0x3B6BB4F5, 0xBB622CB8, 0xBC5BAE7E], [0xB90FF85F, 0xBCC58459, 0x3BBAB64A, 0x3AC09FA9, 0xBC2BE04D, 0x397B1041, 0xBC8449E6, 0x3C923BC2], [0xBC02A87F, 0xBBEEB4A3, 0xBBA6BB2B, 0x3B51560A, 0x3A7CFB58, 0x3C4D2FAC, 0xBC3810B8, 0x3C17D8AD], [0xBBFEEEF7, 0x3B35527E, 0x3BD6376A, 0xBB34630A, 0x3C3B46F7, 0xBC0A8936, 0xBC235CDE, 0xBB734693], [0xBC8A760D, 0xBC9517C9, 0xBA20F49B, 0xBC465709, 0xBC413207, 0xBB0B99BF, 0xBBD492A5, 0x3BD78BA1], [0xBC7518D4, 0x3C93A108, 0x3C0C1820, 0xBC274F6D, 0x3C5521AF, 0xBC8338C1, 0x3BAD54ED, 0x3901A471], [0x3C7ED265, 0x3B45ABCD, 0x3C997045, 0x3BA3B7A0, 0x3C39F502, 0xBB399707, 0xBA4698C2, 0x3B33BAB3], [0x3BD231BC, 0x3C5B605E, 0x3936B090, 0xBBD18C72, 0xBBC3AE46, 0xBCAB9321, 0x3B4ABEEB, 0x3C43EB09], [0xBBE8551B, 0x3C889920, 0x3B282D37, 0xBC2AA680, 0xBC1EDC53, 0x3B0D61A0, 0xBB576DE5, 0x3AABB2CD], [0x3BFD670B, 0x3C666BD5, 0xBCA5FEF2, 0xBBAE5393, 0xBC9E80BC, 0xBB5FFE2A, 0x3C436E9E, 0xBB02EFA6], [0x3C29EF6B, 0x35E948E5, 0xBB496957, 0x3B76A487, 0x3BAEB300, 0xBB585FA7, 0xB84AA10E, 0xBBD21BF2], [0x3B4A65BC, 0xB9808E28, 0xBCCE44B3, 0x3BE9CDAA, 0x3C230E0C, 0xBA918859, 0xBC5D2229, 0xBB1906FD], [0xB9E30417, 0x3B99594B, 0xBAEB5C1B, 0xB9964A52, 0x3C103230, 0x3BB3D932, 0x3BC1B944, 0xBC4C36FD], [0xBBAA74E2, 0x3B76FDA5, 0xBA892D57, 0x3C230159, 0x3ACA222E, 0xBB8AA004, 0x3B4D0846, 0xBBB8A0B9], [0xBAC92953, 0x3C24F478, 0xBB0E6134, 0x3B5933A6, 0xBC229D72, 0x3BEEE57C, 0xB8C3D42D, 0xBC24E518], [0xBBF5E95C, 0xBBCDC546, 0x3CAEEDBB, 0x3C618C89, 0xBB6C97D7, 0x3B82CAE8, 0x3C88B528, 0xBD024BE2], [0xBB12123F, 0xBC396317, 0x3C09EE57, 0x3C699474, 0x3BA98A09, 0xBA101F82, 0x3C216AAE, 0xBC15DE90], [0x3C16A2C0, 0x3B7A33D8, 0x3B458115, 0x3A88509F, 0xBC4D3213, 0x3C91C36A, 0x3B9992FF, 0x3AA78BFD], [0xBC2D546A, 0x3BC510C4, 0x3C003D1B, 0x3C3B496E, 0x3C5425EF, 0xBCC850A4, 0xBA884996, 0xBBE57BE7], [0xBC7D3901, 0xBB539B3C, 0xBA896506, 0xBC5E2AD7, 0xBBC3BFB5, 0xB9530D6A, 0xBC8E521E, 0x3C848D3C], [0x3B415753, 0x3B159312, 0xBC895109, 0xBBD661AB, 0xBBD33BEF, 0x3C1A824D, 0x3B827429, 0xBB0976B2]]> : tensor<32x8xf32>
    %a4 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<32xf32>
    %a5 = stablehlo.constant dense<[[0xBB7D28C3, 0xBC55C3A4, 0xBB867A8E, 0xBCBD2202, 0x3C02D8E3, 0xBCDF46AA, 0xBCBA4A2D, 0xBCFDAD3B, 0xBD1FDB88, 0x3B279840, 0x3C77816B, 0xBCEA944E, 0xBC82F3EB, 0xBC7390DE, 0xBC8ACA1E, 0x3C8B0A15, 0x3C28C98B, 0xBC7B281E, 0xBBE30386, 0xBCFF63D0, 0x3D396360, 0xBB89C432, 0x3C379173, 0xBC15B5F9, 0x3C353AA6, 0xBCF562BC, 0xBCA07F50, 0x3B23BA8B, 0x3C2865BE, 0x3CD7A470, 0x3D0C5996, 0x3C0D2105], [0xBBA16514, 0xBBD73DC6, 0x39D56C34, 0xBCA70430, 0x3BA946A7, 0xBC642479, 0x3D0BA694, 0x39F48F32, 0xBB968BD2, 0xBBAC327D, 0x3CBC79B5, 0x3C2D3FA7, 0xBCE6EDAC, 0x3A075B56, 0xBB9DC4A7, 0xBBDC6285, 0xBCB1D47D, 0xBC69E183, 0x3CFBF57E, 0xBB9BC4BC, 0xBC685CC3, 0x3D0466BD, 0x3C3E4D29, 0xBD2653C4, 0x3C614814, 0xBAD6C46E, 0xBC5BDC67, 0x3BA194C5, 0x3B76F334, 0x3A5AD2CA, 0x3D355393, 0x3C19DE64], [0x3B04AD4B, 0x3BED662A, 0xBB871EDD, 0xBC716E5E, 0xBC119DA2, 0xBBCD8810, 0x3C002982, 0xBC7449D2, 0xBC7A2797, 0xBC053112, 0x3C496373, 0x3CC91CE7, 0x3CD05AB8, 0x3C44DCB5, 0x3BDEBB77, 0x3C0FA589, 0x3D16F47E, 0x3CC5CC6F, 0xBCDA9EDE, 0x3CA0EA7B, 0x3C993068, 0x3BA59739, 0xBB19C97C, 0x3C38CB0F, 0xBCA851FD, 0x3C93537B, 0xBBC690CF, 0x3C908DDF, 0xBC981A54, 0xBC690FD0, 0x3BF642AE, 0x3CAB5494], [0x3C56BA7D, 0x3D06820F, 0xBBD48B9D, 0x3C10EEF4, 0x3D37355D, 0x3D17C08E, 0xBBAAA500, 0x3B35DC26, 0x3B1B39F5, 0x3C71D0AE, 0x3C2BF677, 0x3B317E26, 0x3D1511FA, 0xBB7E8162, 0xB9C0BF66, 0x3C456421, 0x3C2E937E, 0x3BC50E58, 0xBB9EF923, 0x3CA9BA59, 0xBA3E960D, 0xBCD6A4D7, 0x3CCBD4F3, 0x3CC8A597, 0xBAFFC24F, 0x3CAEF693, 0x3C24F07B, 0xBC0B219A, 0xBD05F7BD, 0x3D03F84D, 0xBC1104D7, 0x3CDF743C], [0xBAD67078, 0x3D3EB020, 0x3B449F7C, 0xBCE0EE67, 0xBD27C881, 0x3C35B073, 0x3C4E2589, 0xBB761B00, 0xBD00777D, 0x3BDCEEA0, 0x3C9AC97D, 0xBC5DC0C7, 0xBC4936F3, 0xBA7CC574, 0x3C187DF7, 0xBC233560, 0x3B46CB69, 0xBC48FB07, 0xBB33D717, 0xBB2A6F09, 0xBC7D360B, 0x3C3F85A2, 0xBBF9478A, 0xBC4E16C2, 0x3C306E8E, 0xBD125FA0, 0xBD37FA64, 0xBD036876, 0xBC860311, 0x3D10EB3B, 0xBBD833A7, 0x3CF7D194], [0xBC208F84, 0xBCD7EE29, 0xBB45DC13, 0x3C4010BE, 0x3CDFFF27, 0xBB148C4F, 0x3C32D4D3, 0xBC821150, 0x3A5DD80A, 0x3C9CA4A6, 0x3CA27E6E, 0x3CD16BEE, 0x3B350718, 0xBC0D595B, 0xBC127F83, 0xBC88A9DB, 0x3C900A72, 0xBB9F664B, 0xBB8B6183, 0x3C93744B, 0x3BBF7A35, 0x3CBBBF46, 0xBCBC00A5, 0xBBD5C090, 0xBCA915E0, 0x3C974AB8, 0x3D05F227, 0x3D00F77F, 0xBCBDA800, 0xBC843A66, 0x3C2948CD, 0x3CE261A5], [0x3C44BA77, 0xBBA484C9, 0x3B1011FD, 0x3CF7F15D, 0xBC952D34, 0x3C5757DE, 0x3C4935C1, 0x3C84A0EF, 0x3BAFA965, 0xBC28FF94, 0x3B14C574, 0x3B6D9FBE, 0x3BBF6C70, 0x3D0340F2, 0x3C72F3EF, 0x3CA49E9B, 0x3CAB5F8B, 0xBCB6306D, 0xBC8A4D17, 0x3B1E5EBC, 0xBBAB01A0, 0xBC092786, 0xBD306EBB, 0xBC4CE05C, 0xBB2C9216, 0x3BFAE98C, 0xBC361824, 0xBBFE29A3, 0x3B0B57BC, 0x3BD029C9, 0xB745DC52, 0xBCDC8C42], [0xBC9423D3, 0x3B86CF20, 0x3B59304F, 0xBC482FC2, 0xBCFB52BB, 0xBCDEFF87, 0x3D019DAF, 0x3CE9866F, 0x3BE5189E, 0xBC61D754, 0x3B1F2677, 0xBC3582DE, 0xBC20FAB7, 0xBC67A462, 0xBD17AA96, 0x3C98BDF2, 0xBAF03E4A, 0xBCF9D7DD, 0xBC5E9D3E, 0x3C6F56C6, 0xBD3647D5, 0x3C164855, 0xBBB99D40, 0xBC446D17, 0x3BF64A27, 0x3CFD01C2, 0xBB494064, 0x3C3F0249, 0x3CA0F10C, 0x3CC22929, 0xBC987E54, 0x3C8B7F7A]]> : tensor<8x32xf32>
    %a6 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a7 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a8 = stablehlo.constant dense<[[0x3CA81927, 0xBBDDCD75, 0x3B67F3DB, 0xBC213D18, 0x3B9EE61B, 0x3C75F00F, 0x3C935B2C, 0xBBFC7FB5], [0x3C027382, 0x3B1D1302, 0xBC4A73ED, 0x3B9402F0, 0xBC18513D, 0xBCC0EE8E, 0xBBF95CF0, 0x3A1C155E], [0xBA810B89, 0xBC097C47, 0xB98AF7E6, 0x3C090B90, 0x3C1E9210, 0x3C3C9357, 0xBC770372, 0x3B9F0B23], [0xBC3738C9, 0xBB102F17, 0xBC2AD66D, 0x3CA82222, 0xBC1DA037, 0x3B854F36, 0xBB170F95, 0xBC040D54], [0x3B938D54, 0x394A3B57, 0x3C887A46, 0xBB9E30BE, 0x3B529833, 0x3C42EDD5, 0xB99C6253, 0x3C2F6989], [0x37D5B28B, 0xBB9C2602, 0x3BA1ACCC, 0x3C94E029, 0x3B3597A1, 0xBB53BD09, 0xBA94FFBB, 0xBB57E622], [0x3AB0F462, 0x3C47AFA1, 0x3C5E03F0, 0xBC9CD18B, 0xBBB07AA7, 0xBB2762C4, 0x3BCC5864, 0xBC298CBD], [0x3C3ACDB8, 0x3B5FDA25, 0x3B8BB269, 0x3C2276A0, 0xBC68D2D2, 0x3C55E681, 0x3C05B2E2, 0x3A544F85], [0xBA8978AD, 0xBBD574A6, 0x3AC5FDF7, 0xBC7CF0A5, 0x3B0C4BD7, 0x3C0C4518, 0x3C0F3239, 0x3BC49CBD], [0x3B63FFB8, 0x38BD6A95, 0xBB76DD02, 0xBC409430, 0xBB7D6480, 0xBBCAB54F, 0xBB12E72F, 0xBAE417B3], [0xBBB47AA2, 0xBC4770BB, 0xBC2B7EB9, 0x3C08AB56, 0x3AD117FC, 0x398566F4, 0x3BEECA82, 0xBC024469], [0x3B4AE006, 0xBC586373, 0xBBF66EC3, 0xBC8F04D6, 0xBB8153C3, 0x3A56FA18, 0x3C4DCC79, 0x3C286949], [0xBBEEB455, 0x3BE4DDB3, 0xBC95DCBB, 0xBB8A7F57, 0xBC0EFA20, 0x3B97A3FF, 0xBAFBF0DC, 0xB90836AD], [0x3BE62DB0, 0x3A321897, 0x3A22B546, 0xBBF7FBD0, 0x3BCD7F2C, 0xBB942DDE, 0x3C3B318A, 0x3B9C428F], [0xBC45B99E, 0xBC0951A4, 0xBBF1605D, 0xBB89269F, 0xBBC1B8E9, 0x3BAEA0B8, 0x3BE8162F, 0xBC8698C4], [0xBC8D39B0, 0x3CD74CB2, 0x3A16C646, 0x3B284956, 0x3AA13647, 0x3BC7620A, 0x3C38FF1D, 0xBBB8F257], [0x3C211997, 0xBCD1A578, 0x3BD7AE8F, 0x3AA5962A, 0xBC255C32, 0x3C172A38, 0x3C6E8AB3, 0xBC03A168], [0xBA9D3CCA, 0x3C132F77, 0xBBD18DE2, 0xBB1B06F0, 0x3B5FE18E, 0xBB48CE05, 0xBC1901BC, 0xBA8C3C76], [0x3BEE706F, 0x3BD670CB, 0xBB9BA4E6, 0xBB14AA7E, 0xBBBE98F0, 0x3C1ACA77, 0x3AE2F4B5, 0x3BF144FB], [0x3B48774F, 0x3C72235E, 0x3C1D1136, 0xBBAF1F92, 0xBC06F52B, 0xBC6930F7, 0xBC5A1899, 0x3B8D652E], [0x3C4A3AB0, 0xBC9C82EE, 0x3C470F61, 0x3BB96C3D, 0xBA769074, 0xBC3B8380, 0xBB5A4802, 0x3AC4BA22], [0xBBF5D56B, 0x3C6D06DB, 0xBC4D84B8, 0x3BD57E60, 0xBC02E71A, 0xBC5623A1, 0x3C2C7E7C, 0xBBA5174D], [0x3B987A62, 0xBC63CBAB, 0x3BB841BC, 0xBB891CCE, 0x3C2CBC6D, 0xBBEA6FDB, 0xBB80481B, 0x3BD8EFE9], [0xBC48AA37, 0x3C0DA1B2, 0x3C148434, 0xBB47750D, 0xB5AFDCC5, 0xBB846847, 0x3B880226, 0x3B7EB370], [0xBB01458F, 0x3B91FCB0, 0xBA4889C4, 0x39416B9C, 0x3B0A36C9, 0x3BB09B24, 0xBA4FF919, 0xBCBD9CA6], [0x3C343144, 0x3A915C57, 0xBBE6B104, 0xBC6C9EE2, 0x3B11D36F, 0xBC5F3982, 0x3BFCE873, 0x3B8D75F0], [0x3C5876AE, 0x3BAE0302, 0x3B8F3E5D, 0xBBD4821B, 0x394ABBF7, 0xBBDB74F8, 0xBB0B3603, 0x3C4FA4E5], [0x3BE1F4C4, 0xBBB7BC0E, 0x3B14403F, 0x397D958E, 0xBB986C9C, 0x3BE70B27, 0xBB8607D4, 0x3B801DD2], [0xBC0401EB, 0x3B5A4386, 0x3B934C92, 0x3B386934, 0x392E5236, 0xBC84CF42, 0xBB7ACB05, 0xB8321194], [0x3BB13D0B, 0x3C535EF8, 0xBC44F18B, 0xBC742EDD, 0xBC71654F, 0xBBF99A12, 0xBA6C3D06, 0xBC054413], [0x3C5CABEF, 0xBBB55A86, 0x3A7B1F7C, 0x3B8E71F4, 0x3C03D113, 0xBB6A9503, 0xBC67A9B3, 0xBC4E8DE1], [0xBB004A94, 0x3BCF9787, 0x395B0B2A, 0x3C1488F2, 0xBC915466, 0xB9A6179E, 0x3BF64897, 0x3B8A1B80]]> : tensor<32x8xf32>
    %a9 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<32xf32>
    %a10 = stablehlo.constant dense<[[0xBB3E5027, 0xBCC91E60, 0x3C601C7B, 0x3C49EF9E, 0xBCD6F482, 0x3C07BE34, 0x3D5CB9DC, 0x3CB2206B, 0x3C897399, 0xBBB7372B, 0x3D0B17CA, 0xBC18EE95, 0x3CA9938E, 0xBC54CF8E, 0xBCEE8C29, 0x3C082709, 0xBAF34EBC, 0x3D2798B9, 0x3D6092F0, 0xBD563F41, 0x3C30FD3B, 0x3C836B1C, 0x3B1068BD, 0xBD590DA2, 0x3C06CCA9, 0x3C47D7B7, 0x3C65444F, 0xBC03771F, 0xBC590209, 0xBD7BF3A9, 0xBCE99958, 0x3AD38258], [0x3CB1D937, 0x3C063988, 0xBC88FB72, 0xBC66F85B, 0x3BF2BD6B, 0xBB0A99D6, 0xBC92288F, 0x3C89F814, 0xBCDAF85B, 0xBCE6C869, 0xBD184411, 0xBCDDDC13, 0x3D1F51EF, 0xBC017436, 0xBD1EA35F, 0xBA66C91B, 0xBD141EFD, 0xBD174D3B, 0xBCA25D5A, 0x3AFFBEF7, 0x3C16F292, 0xBB8F71FD, 0x3CBC9AD2, 0x3ACAC23C, 0x3BD4AD30, 0x3D0E33E4, 0xBCFD8D34, 0x3D069AD0, 0x3D17D650, 0x3CC42C21, 0xBB798F9D, 0xBCD01BCC], [0xBBF30E9B, 0x3B44384E, 0xBBE0860A, 0xBD6B036B, 0xBC87F4A9, 0x3CA0C285, 0x3CC338B4, 0xBCA96440, 0x3BEEEEC2, 0xBC23322D, 0xBC87BA62, 0x3CDCF25B, 0xBD047F61, 0x3C32F40B, 0x3A6244AB, 0xBB81F1FB, 0xBBA916B9, 0x3BEEC01B, 0xBBC18562, 0xBBC12057, 0xBB977F86, 0x3C095A47, 0x3C0737E1, 0xBCDEC08F, 0x3CF51707, 0xBCAEDE52, 0xBCA927A9, 0x3B36B9FB, 0x3C1C9199, 0x3C2F4997, 0x3A62984F, 0x3C3FD467], [0xBB1C0210, 0xBAEEC253, 0xBC2B28E7, 0xBC9E5A22, 0xBC7138B5, 0xBD2C7C9D, 0xBBDB3FBC, 0x3C932A1F, 0x3CDBF160, 0x3C033F90, 0x3C830DE6, 0x3C616725, 0xBC0EAA7A, 0x3BF8F5D9, 0xBBC9D781, 0x3D1652FF, 0x3B6426B8, 0xBCDC7219, 0x3B04DDEB, 0x3D2D9DC1, 0xBC16BF24, 0xBCCA2126, 0xBC87CCD8, 0x3C3AB82F, 0xBB7B0047, 0xBC2F21CE, 0x3CB3EB73, 0x3A933634, 0x3CBB1374, 0xBCE25233, 0x3B29724B, 0x3C6EA212], [0xBC650E97, 0x3B04873A, 0xBC28BBCA, 0xBAD252C0, 0xBCECBA4C, 0xBC0B37EC, 0xBBE050DD, 0xBB9BD353, 0x3C67A6C7, 0xBC863FA4, 0x3C324A49, 0x3C649CEF, 0x3B9BDD5D, 0x3D176F53, 0xBB90E91F, 0xBC8EAA0A, 0x3CC72DE0, 0x38214649, 0xBB999AA6, 0x3C536D6E, 0x3C3ABDB4, 0x3C5BAFD4, 0x3C25A277, 0x3C297A73, 0x3BEC6FAC, 0xBCCAA160, 0x3BEF25BC, 0x3C232758, 0x3CE8310A, 0x3C008049, 0x3CEB5E07, 0x3CEE0D9D], [0x3C9C7CB2, 0xBC5DD29E, 0x3C7BA89E, 0x3C090C9E, 0xBA2236EE, 0x3D12A404, 0xBA44427D, 0xBB69228F, 0xBC11299C, 0xBC722501, 0xBCD76830, 0x3AC35B74, 0x3C6E445B, 0xBCA393AE, 0x3BE25905, 0xBC80019D, 0x3C8174CB, 0x3C39FF22, 0x3D05551A, 0x3CE55749, 0xBC6C05EE, 0xBD37FE62, 0x3BD0D605, 0xBB161C44, 0x3D0F7E6E, 0xBCAEE46B, 0xBD2F8C4F, 0xBB535B30, 0xBBFC4D9D, 0xBC9C9734, 0xBB813FBB, 0xBC6FE840], [0xBCBBA27E, 0xBCB0ADE4, 0x3CA9B945, 0xBC553432, 0xBC03CA2B, 0xBBCF861E, 0xBB28BBDE, 0xBA7A52EB, 0xBC182229, 0x3C22819D, 0x3CA8F297, 0xBB6B7A54, 0x3CE6AC20, 0xBD0EE54F, 0xBBDCE874, 0x3C64ADC7, 0xBD292853, 0x3CE75224, 0xBCD1CA53, 0xBB3AE23C, 0x3CC115E6, 0xBC9BA619, 0xBC24AEF7, 0x3C9E62EE, 0x3CDAF1A4, 0xBC5ECE57, 0x3C853669, 0x3C99573E, 0x3D112410, 0xB9EA6C18, 0x3C9DFC0A, 0x3CB48CF4], [0x3BBD8DB7, 0x3A6AE80A, 0x3D090CBF, 0xBD37F08D, 0xB985AFD7, 0x3B9445DB, 0xBC4EF65E, 0xBC61CDC0, 0xBB2084DB, 0x3C3140F9, 0x3D1C3E5E, 0x3CC1806B, 0x3BA0FD50, 0x3C490202, 0x3CBB5F9C, 0xBC6B044E, 0xBBD98A4C, 0xBC651270, 0xBCB3C545, 0x3C274EE5, 0x3C29A216, 0xBD145842, 0xBD011A63, 0x3BA66E60, 0xBB274344, 0x3C988D3E, 0xBCF29457, 0x3C88E009, 0x3C3FFBCB, 0xBC6A806B, 0x3C06476B, 0x3C4F9079]]> : tensor<8x32xf32>
    %a11 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a12 = stablehlo.constant dense<[[0xBC6F97F5, 0xBC70239D, 0x3B5AF42C, 0x3B89BDDB, 0x3A537DBE, 0x3C6C7429, 0x3CE5C170, 0xBBADAA85], [0x3BFE16AC, 0xBC822D1B, 0x3CAB5653, 0x3D204812, 0xBC7D0F60, 0x3CC78DC7, 0xBC994F84, 0x3CC5B394], [0xBC970032, 0x3B49C7CD, 0x3CA19E14, 0x3D1F467F, 0xBB1DB014, 0x3D563718, 0xBC217379, 0x3D4E678B], [0xBC80691F, 0xBC20EB46, 0xBC722AAF, 0x3A290326, 0xBCB4EFDB, 0x3C1A64F9, 0xBC22D539, 0xBCDD6D8B], [0xBCABF64E, 0x3C662E84, 0x3B83F79A, 0xBAD59EEE, 0xBCDE2B47, 0x3CC26FD2, 0xBBAC5B3D, 0xBC7E0777], [0xBC19ADEB, 0x3C17E1CE, 0x3C269965, 0xBD2641C0, 0xBCC4885B, 0xBD09BEFF, 0x3BB59DBC, 0xBC876BD9], [0xBAF093B3, 0x3C5F43FB, 0xBC2520AF, 0xBCF72E09, 0xBC27E02A, 0xBB69697B, 0x3BEDD4C5, 0xBC286627], [0x3B9BBB14, 0xBCBE6544, 0xBC276176, 0x3CBFD665, 0xBBDBAE6B, 0xBC03D3DD, 0x3BC9068B, 0xBD10A381], [0xBAB5C758, 0x3B2E36B3, 0x3CAC87C9, 0xBC1A9461, 0x3C5E1EC6, 0xBC34DE30, 0x3A85032F, 0x3CA73D5D], [0x3D18923A, 0xBC96185D, 0x3BEDECD3, 0xBBFD09EF, 0xBC07DBBA, 0x3CCE3247, 0x3CA72296, 0xBC3BE913], [0xBC0B883A, 0xBCEE1840, 0x3D11A5D7, 0x3C864535, 0x3CECC445, 0xBCF3AACE, 0xBB388ACE, 0x3C08B739], [0xBD1E0D81, 0xBC62946C, 0xBC160162, 0xBCC41DC7, 0x3CC64FA9, 0xBD092E19, 0xBCE6A086, 0x3C3D7B82], [0xBBEF91CC, 0x3D2DD3DE, 0x3B61B0EF, 0x3C501795, 0x3C295017, 0xBC41B26D, 0xBCA0A0A2, 0xBB15A65F], [0x3D19053D, 0x3BB8019E, 0x3802C707, 0x3C44C699, 0x3CC7A842, 0xBD2B3ED3, 0xBAAFA034, 0x3C10AE44], [0xBCB386F3, 0xBC72EECE, 0xBBEB0FCF, 0xBC92282F, 0x3CCA9F7B, 0xBCE7A167, 0xBD417232, 0xBC82C439], [0xBBC73B77, 0xBBA8291C, 0xBCA5C942, 0xB8C9D18B, 0xBC2F4881, 0xBCDBCDCB, 0xBCAC8DD6, 0xBC6BE087]]> : tensor<16x8xf32>
    %a13 = stablehlo.constant dense<[[1, 5, 7, 9, 2], [1, 3, 4, 2, 0]]> : tensor<2x5xi64>
    %a14 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a15 = stablehlo.constant dense<[[0x3B2BAEE2, 0x3C530D93, 0x3C32898A, 0xBC10EC65, 0x3B23137E, 0x3C018C2D, 0xBBD44524, 0x3B854626], [0xBBC226A4, 0x3AE6086F, 0x3C041880, 0x3BD5325E, 0xBC08E21E, 0xBC51C737, 0xBB9CA4E7, 0xBAB0F262], [0xBB660062, 0xB79566EB, 0x3BAFAFE6, 0x3BA7BA5D, 0x3B0107A2, 0x3CAA34E0, 0x3CC29BE9, 0xBC40E387], [0xBC0E5899, 0x3AEE525E, 0x3C38EECD, 0x3B2CFF4E, 0xBB4A308B, 0x3C810287, 0x3C36A38D, 0x3B215544], [0xBC07EEA5, 0xB79AA165, 0x3BDD80E0, 0x3C59CB35, 0xBB8AC2EB, 0xBBEC5141, 0x3B9FED14, 0xBC1D8D7D], [0x3A98DA69, 0x3C10F4EA, 0x3C56DF4B, 0xBBFF2B5C, 0x3C2990FD, 0x3BB62C58, 0x3C07559A, 0x3C1B51E6], [0xBB192498, 0x3C02C99D, 0x3C4A3573, 0x3CA65265, 0xBB1B8CD5, 0x3C69B44E, 0xBC69BC8E, 0xBB96979B], [0x39652E73, 0xBC126CD7, 0xBAE644BD, 0x3A07986F, 0x3BA181F6, 0x3AC02527, 0x3BFD9DC6, 0x3B74ECA1]]> : tensor<8x8xf32>
    %a16 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<24xf32>
    %a17 = stablehlo.constant dense<[[0x3CA0AB57, 0xBD05B51F, 0x3CC40E04, 0x37AE3CC2, 0xBCBEBB25, 0x3C94D3A6, 0xBCAE437C, 0xBC2E124E, 0x3ACF15F3, 0xBD08A565, 0x3CFBE9A6, 0xBB567993, 0xBCD65612, 0xBCAD7EB0, 0x3BE89A00, 0xBB629A55, 0x3B911092, 0xBC096965, 0x3BB8CFAF, 0xBBD550B8, 0xBBC48606, 0x3C945F3B, 0xBCEF2E5C, 0x3CEFF47D], [0xBD834E7F, 0xBACD0C54, 0xBBA9FF98, 0x3C587907, 0x3BC5DA62, 0x3D2F82B0, 0xBBA0BB22, 0x3C963904, 0xBC18EA86, 0x3C4B6747, 0x3B81FEEF, 0x3AAE6F1D, 0x3CB7A1FE, 0x3BB96629, 0x3CFFCE10, 0xBB644F94, 0xBBC686B3, 0x3B73EA14, 0x3C7B7C6B, 0x3C9E2FAB, 0xBCA26E24, 0xBC9FFCBB, 0xBCC4C214, 0x3C9E79FF], [0xBCC20984, 0xBA36284B, 0xBB9E3D94, 0xBB3145A9, 0x3AE95DC3, 0x3C2F09E9, 0xBCADB832, 0xBD0F0F61, 0x3C9F4066, 0x3CC50F84, 0x3BF5D234, 0x3C45ED12, 0xBC1C2355, 0x3C649C52, 0x3B87BD69, 0xBC42B04F, 0xBC48C85B, 0x3A3EA229, 0x3C2CAE6E, 0x3CC82EE1, 0x3C9EC4D8, 0x3C904325, 0xBD5AB085, 0x3CB28E04], [0x3C3EF6BD, 0xBAF257FD, 0xBC273F47, 0x3B8400E6, 0x3C3FE505, 0xBBF28C54, 0xBC876DC9, 0xBBBD7F58, 0x3C02F996, 0xBBF3CA7D, 0xBC45D8A5, 0xB995B2F9, 0xBC99D392, 0x3C80BB90, 0x3CAB6E99, 0xBCDC93C7, 0x3B0EF258, 0x3C3C8377, 0x3C84A687, 0xB9B33A85, 0xBB2BC6EB, 0xBC908FF2, 0xBD379007, 0x3CACA3CF], [0x3CE4A847, 0xBC93C842, 0x3C1F7FCB, 0xB97CF8B2, 0x3D6C1253, 0xBD105A20, 0x3C3338C6, 0x3B4A63B2, 0x3D27C0A6, 0xBC77DF13, 0xBC7D83C2, 0x3B388C0B, 0xBBA545D6, 0x3CAC8461, 0xBC2E68EB, 0x3C2743A6, 0x3C1A70BD, 0xBC0D15BF, 0x3C8B0641, 0xBB95B739, 0x3AFDA2E5, 0x3C80AA0F, 0x3CCBA4E5, 0x3BC2E0E0], [0xBCB08318, 0xBCA40B30, 0x3D376030, 0x3AD9C1E0, 0xBCFFD794, 0x3C8E8BB2, 0xBA93FBCA, 0x3C9D924C, 0xBB31634F, 0x3C7DCED0, 0xBC5C73AF, 0x3C0C6F15, 0x3C65B9F8, 0x3C01AE69, 0xBB859645, 0x3C0890B7, 0xBA895DD3, 0xBD04A141, 0x3C42E530, 0x3AFC0817, 0xBCA392D0, 0xBCE97C40, 0x3C7E3E85, 0xBC2D4B02], [0x3BE8398B, 0x3B3D80BE, 0xBC9D9D70, 0xBC4818CE, 0xBCE2D91E, 0x3C43FA9E, 0xBB1F832E, 0x3BF051F7, 0x3C236E6D, 0x3BDFDA89, 0x3C8655C0, 0xBB3C53AE, 0x3CF8864A, 0xBCECC2E1, 0x3C30FA4F, 0xBD103E86, 0xBC24E19D, 0x3CC55C77, 0xBCEE0CBC, 0xBC64AECB, 0xBB706E14, 0xBD14F9AD, 0xBD24065D, 0xBC44EAA1], [0x3CC811BE, 0xB92A03D7, 0xBC8CBBDC, 0xBD194299, 0x3C19BDC2, 0x3CE48546, 0xBB840366, 0x3D01F9FF, 0xBBFB1CA1, 0x3BF3E9CB, 0x3CCC464B, 0x3CB8D04D, 0xBCE9C15E, 0xBCA744B4, 0x3CED1C94, 0x3B34A150, 0xBC45D086, 0x3C99F4D5, 0xBC087DB8, 0x3C4C48CB, 0xBCFEC722, 0x3C90BF73, 0x3C9AC75D, 0x3C5E563E]]> : tensor<8x24xf32>
    %a18 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a19 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a20 = stablehlo.constant dense<true> : tensor<i1>
    %a21 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a22 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a23 = stablehlo.constant dense<[[0xBBDB5EEA, 0x3BB66865, 0x3B28B046, 0xBC91684F, 0xBAAB18F9, 0x3B9B1C9B, 0x3A62F47C, 0x3BE0398F], [0x3CE104D2, 0x3BCC0907, 0xBBF60DE0, 0xBC1F232E, 0x3B921054, 0xBBBA277E, 0xBC46D653, 0x3A775D4C], [0xBC91633F, 0xBC1F2479, 0xBC52D4AF, 0xBC241699, 0x3B9C999C, 0x3BD89B32, 0x3C89C7BE, 0x3BCCD5B4], [0xBC32D372, 0xBC197478, 0xBB5681C9, 0xBBAE1F67, 0x3B48C355, 0x3B284161, 0x388BE719, 0x3A1CF201], [0xBBCBEFBC, 0xBBE70F30, 0x3C64349B, 0x3C447B67, 0x3C247564, 0xBC040ABA, 0xBBBD7967, 0x3C3A349C], [0xBBA00549, 0xBB59A2D8, 0x3C7DB21D, 0x3B547F95, 0xBBCE102A, 0xBC59222C, 0xBBB1A4A7, 0x3AC4B1B0], [0x3B89984C, 0xBC4368DD, 0x39BAC764, 0xBCDD7261, 0x3C00AD67, 0xBC2A0F87, 0xBA181149, 0x3C0ED8E0], [0x3B68F170, 0x3C389298, 0x3C1E2B22, 0x3C797C94, 0xBC321352, 0x3B2499E0, 0x3B3E70A6, 0x3C259997]]> : tensor<8x8xf32>
    %a24 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<24xf32>
    %a25 = stablehlo.constant dense<[[0xBCCE3366, 0x3AE49F24, 0x3D52551E, 0x3BDE2893, 0xBC9F6566, 0xBA3FF939, 0x3C9D6745, 0xBD070114, 0xBC948EEF, 0x3C91E665, 0xBC0A4737, 0x3C406ABD, 0x3C7C001B, 0x3C95422E, 0x3BF3D5AF, 0x3CFD0225, 0x3BE283C2, 0xBC4DFF7E, 0xBC1D7B84, 0x3B1DAC81, 0x3C35D97C, 0xBCC4AC50, 0x3C2E93A1, 0xBBE442B8], [0x3C6C29B0, 0xBC92340B, 0xBC18EAEF, 0x3BB1CD2E, 0x3CA298A6, 0x3CFDB3AA, 0xBBB7DA66, 0x3CF83619, 0x3C68641D, 0x3C0A610B, 0xBC2FBEF0, 0x3B36650F, 0xBBD426AE, 0x3D0AC25B, 0xBD0E5FF0, 0xBBA6F632, 0xBD1F5BD1, 0xBC1809A3, 0xBA83415B, 0x3C545000, 0x3D5C509D, 0x39BF9527, 0x3C77625B, 0x3C5FD4F0], [0xBA8B55A2, 0x3C5ADD60, 0x3B670C61, 0x3D0208C5, 0xBD10C970, 0x3D2D9F2A, 0x3BECD462, 0xBC9A4C6A, 0x3CB8D1FC, 0xBC201236, 0x3B929657, 0xBBE28FA0, 0xBC6DA6FC, 0xBCC32395, 0x3CAB74FC, 0xBCB2E938, 0xBBDA212C, 0xBD4A6D44, 0xBD06FE80, 0x3D018299, 0x3BBB6A85, 0xBCAAA6A2, 0xBBE13E6A, 0x3CDA7390], [0x3CE07E33, 0xBC195597, 0xBCA6FC36, 0x3C90FEBB, 0xBBAAB285, 0x3D3E01DC, 0x3ADE8D7C, 0x3D9634CB, 0xBC72AAE1, 0xBC6743E5, 0xBC9980D4, 0x3BBC503C, 0x3C5E53D2, 0xBC6CBE20, 0x3CE6848E, 0xBCE9D64E, 0xBCF96F32, 0x3B44F541, 0x3C2B4332, 0xBB9848E7, 0x3B8E3C77, 0xBC256492, 0x3C74D2C5, 0x3C5BB9BD], [0x3CE9B0D5, 0xBD043E2F, 0x3CE76017, 0x3CE3B180, 0x3B6EFE03, 0x3AFB9E67, 0xBC2CC142, 0xBD81AB00, 0xBC6F2723, 0xBC9EDCBB, 0x3D049E7C, 0x3CB64BC7, 0xB9ACB74E, 0x3C237D6D, 0x3B8D233C, 0x3CDF6941, 0x3CDF72DE, 0x3C906996, 0x3C8CC70A, 0xBA1A9EFE, 0x3CD129BE, 0x3B2412BB, 0x3BB58F72, 0xBC7D7362], [0x3C605244, 0x3B7F0660, 0x3CA0A8A4, 0xBC8249CA, 0xB96AF086, 0xBCDE5E35, 0xBBDD9FCE, 0x3AC8FEE5, 0xBCCBE6CD, 0xBD0C505E, 0xBBC42B26, 0xBCAA2050, 0x3C104EC4, 0x3C853C39, 0xBB61E492, 0x3B60CF14, 0x3CB007A1, 0xBC35995D, 0xBC6053DE, 0x3CB9D25D, 0xBB74427E, 0x3BAACA27, 0xBC750A07, 0x3BF0650C], [0x3C217F9A, 0x3D674BE2, 0x3C5A1EC4, 0xBC937AD2, 0xBB023D24, 0x3C6010F4, 0x3A9B7535, 0x3C3EFA05, 0x3CB4140A, 0x3C8FAA67, 0x3CF24BAA, 0xBC859DB3, 0xBC948FFC, 0xBD16CA0C, 0xBCBECDC9, 0xBC31B7BE, 0xBBFE0899, 0x3C85C3EB, 0x3C6928B0, 0xBCA4F2B2, 0xBC7286EE, 0xBBE734A4, 0xBCF85537, 0xBD24BB56], [0xBCB1F0AB, 0x3CC60E12, 0xBD078B2F, 0xBBB98BE4, 0xBC5527BB, 0xBB83FCB8, 0x3D1F45CC, 0x3BC2821E, 0xBCB9E05D, 0x3CEF01CC, 0xBCA410E7, 0x3C046480, 0x3D1865A3, 0xBC40558E, 0xBC289284, 0x3C7E5621, 0xBC9D3C09, 0xBC6CB13B, 0x3D12264A, 0xBC80E692, 0x3BB3CAF3, 0x3D15FFB7, 0x3C9EBE96, 0xBC9F3710]]> : tensor<8x24xf32>
    %a26 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a27 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a28 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a29 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %r:2 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29) : (tensor<30x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<2x5xi64>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i1>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x5x30xf32>, tensor<2x5xi64>)
    check.expect_almost_eq_const %r#0, dense<[[[0x3D0ED0C3, 0x3DE9D16A, 0x3C469E1B, 0x3DA57320, 0x3B017385, 0xBD80231F, 0xBD70FFDA, 0xBDACAF1D, 0xBD907810, 0x3CBBCB74, 0xBD827D22, 0x3D09C7D5, 0xBC0DEF07, 0x3C5DBBC6, 0x3CB173B3, 0xBD60DAAF, 0xBDAA1FC2, 0xBD6F1C9D, 0xBD3B65CD, 0x3D0FB3C6, 0xBD777B43, 0xBDAB7CFE, 0x3D02BF42, 0x3D6187FF, 0x3C9BAE27, 0x3D33CB2B, 0x3CB69444, 0x3D224469, 0xBD439F7B, 0x3D4DEE91], [0xBCB992E5, 0xBDB45767, 0xBBFC1D49, 0x3C115974, 0xBC2FA5D9, 0x3E100672, 0x3D36B51C, 0x3D4570D3, 0x3C34CD63, 0x3C1258E4, 0x3BC22FC6, 0xBCA2FF1B, 0x3D8F7DBC, 0xBD3F6D78, 0xBB6D79B8, 0xBD366D43, 0x3DA88698, 0xBB87D90F, 0xBD23B85D, 0x3BD112B2, 0xBCE77823, 0x3D56638B, 0xBDAC6DD0, 0xBD8390D4, 0xBCF83B05, 0x3D39DD19, 0xBB1552B3, 0xBD30826D, 0x3CCDF151, 0xBC0A633E], [0xBC81414B, 0xBDBC0A3F, 0xBC4F23D2, 0xBCF08A1E, 0x3A0CD3EB, 0x3DC40879, 0x3D32E3A2, 0x3D31F19F, 0xBC2CD79C, 0x3AF81019, 0xBCF67CA4, 0xBC8E71B3, 0x3DDD9520, 0xBCB58C08, 0xBD5DFF89, 0xBD16D893, 0x3DBDD2FC, 0xBC7AE8E3, 0xBCA3EE9A, 0x3C11CF9B, 0xBD27CD94, 0x3D519DFD, 0xBCFAAB68, 0xBD7450EE, 0xBC3F62D2, 0x3C0C37F2, 0xBC9ABB78, 0xBD232BC6, 0x3D2713B6, 0xBD570E52], [0x3D9A1DD6, 0x3C7E06F4, 0x3ADF5C98, 0xBD0763EF, 0xBC9C27BB, 0xBD5017B7, 0xBD99A60C, 0xBD74121E, 0xBBFD043B, 0x3D9D3D76, 0xBDD127CC, 0xBD08DD19, 0xBD85933E, 0xBCFF19D5, 0xBD7A5F26, 0xBD72D8CD, 0xBD8B0EDD, 0xBD11D317, 0xBD4B558E, 0x3C3ED98C, 0x3D4452CA, 0xBD219402, 0xBD6C5C12, 0x3C74822F, 0x3CDA179D, 0xBD4C5AE3, 0x3DEE5A7F, 0xBC39AAFF, 0xBBD7B36E, 0x3D03C3F5], [0xBC3127E8, 0xBD5DF6ED, 0x3DAFFBD3, 0xBD42B3DE, 0x3DD03894, 0x3D02C5FF, 0x3BD03DA2, 0xBD55D952, 0x3D5FB620, 0x3C3BBA56, 0xBD590979, 0xBB438510, 0xBC698AB9, 0xBCEF55D0, 0xBD39D900, 0xBDA925EC, 0xBC7AFBEA, 0x3C30DF46, 0x3C03A566, 0xBD6E9A46, 0x3D008780, 0xBD99EDA6, 0xBDA3E63A, 0x3C0FB1A9, 0x3D4CB20B, 0xBB8502F6, 0x3CD617FD, 0xBD3559F4, 0x3C07EE6A, 0x3CCA6E44]], [[0x3D0ED0C3, 0x3DE9D16A, 0x3C469E1B, 0x3DA57320, 0x3B017385, 0xBD80231F, 0xBD70FFDA, 0xBDACAF1D, 0xBD907810, 0x3CBBCB74, 0xBD827D22, 0x3D09C7D5, 0xBC0DEF07, 0x3C5DBBC6, 0x3CB173B3, 0xBD60DAAF, 0xBDAA1FC2, 0xBD6F1C9D, 0xBD3B65CD, 0x3D0FB3C6, 0xBD777B43, 0xBDAB7CFE, 0x3D02BF42, 0x3D6187FF, 0x3C9BAE27, 0x3D33CB2B, 0x3CB69444, 0x3D224469, 0xBD439F7B, 0x3D4DEE91], [0xBBE6436D, 0xBBC3BD7A, 0xBBB16181, 0x3DD011F0, 0xBD86B3C5, 0x3B28C00F, 0xBC473082, 0x3AC31E7F, 0xBCF00C2E, 0x3CB4CF79, 0xBD1660FF, 0xBB25203A, 0x3D3D8CFF, 0xBCFA9D68, 0xBCACFDF7, 0xBD81C57C, 0x3CDE3932, 0xBDC642E4, 0xBD8EBFEF, 0x3C85AC71, 0xBD8AA3CF, 0x3D875F26, 0x3D6060E7, 0xBD94A650, 0xBCCA1B65, 0x3D30864D, 0xBCB2AC9C, 0x3C8CFF8A, 0xBD5547FB, 0x3C99CA66], [0xBC515D83, 0xBD639F0F, 0x3D84B39C, 0xBD69FEDC, 0x3DCB2DA4, 0x3D4609AB, 0x3CFE5846, 0xBD1C87A4, 0xBB987DF0, 0xBACA236A, 0xBDB08901, 0x3C473E36, 0x3DC4A90A, 0xBBD20607, 0xBD95004A, 0xBDAD5332, 0x3CD76CF1, 0xBB7190AC, 0x3C179F7B, 0xBCE5D2A2, 0xBD1F647D, 0xBD852989, 0xBD00A49A, 0xBC02D4D1, 0x3D3D9E9E, 0x3B0AEEA5, 0xBC338FC9, 0xBD4C70ED, 0x3D0B500C, 0xBCE02F06], [0xBB2FC598, 0xBC9FC577, 0x3DEF87F1, 0xBD0B0130, 0x3DB34C53, 0xBD15AF49, 0xBBC76458, 0xBDA15E93, 0x3D6F57E5, 0x3CBE1344, 0xBD99CAB8, 0x3BF7325E, 0xBD02E88E, 0xBCE5C41A, 0xBD49B137, 0xBDB086CE, 0xBD8358FE, 0x3B329ED0, 0x3C93133D, 0xBDA0C3B6, 0x3D1B9DFD, 0xBDA79D9A, 0xBCA2F7BC, 0xBCA54AAD, 0x3D6724DA, 0xBCD095BE, 0x3D027C28, 0xBD340412, 0xBCC1DA2C, 0x3D5D274C], [0x3D93A577, 0xBB412AE0, 0xBD78187C, 0xBD82F51A, 0xBBEE6925, 0xBA430F40, 0xBD86323A, 0xBCB20EDA, 0xBD041618, 0x3D4AE0C0, 0xBD864EEA, 0xBD27E58C, 0xBD2D6076, 0xBBAABA04, 0xBD62859F, 0xBC919A44, 0xBC3369A0, 0xBC95C2DA, 0xBD330DDD, 0x3D53F0B2, 0x3D1B1378, 0xBD07170A, 0xBDC8A0F5, 0x3D9F5BE8, 0x3CA83B1E, 0xBD25751C, 0x3DC85260, 0x3BD55B2C, 0x3D2CE156, 0xBCE90A91]]]> : tensor<2x5x30xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#1, dense<[[1, 5, 12, 26, 4], [1, 3, 4, 2, 26]]> : tensor<2x5xi64>
    func.return
  }
}
