// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.486 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<1x5x8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8x3x8x8xf32>, %arg16: tensor<2x3x16x16xf32>, %arg17: tensor<1x1x8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8x8xf32>, %arg20: tensor<24xf32>, %arg21: tensor<24x8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8x8xf32>, %arg27: tensor<24xf32>, %arg28: tensor<24x8xf32>, %arg29: tensor<8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5x16xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x5x16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x5x16xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<2x2x4x5xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x2x5x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg17 : (tensor<1x1x8xf32>) -> tensor<1x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<2x1x8xf32>
    %2 = stablehlo.convolution(%arg16, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x16x16xf32>, tensor<8x3x8x8xf32>) -> tensor<2x8x2x2xf32>
    %3 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<8xf32>) -> tensor<2x8x2x2xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x8x2x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x2x2xf32>) -> tensor<2x8x4xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %7 = stablehlo.concatenate %1, %6, dim = 1 : (tensor<2x1x8xf32>, tensor<2x4x8xf32>) -> tensor<2x5x8xf32>
    %8 = stablehlo.reshape %arg13 : (tensor<1x5x8xf32>) -> tensor<5x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<5x8xf32>) -> tensor<2x5x8xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x5x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %12 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %13 = stablehlo.reshape %output : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x5x8xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x5x8xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[5,2,8]{2,0,1}"} : (tensor<2x5x8xf32>) -> tensor<5x2x8xf32>
    %18 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,24]{0,1}"} : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x24xf32>) -> tensor<5x8x24xf32>
    %20 = stablehlo.dot_general %17, %19, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x8xf32>, tensor<5x8x24xf32>) -> tensor<5x2x24xf32>
    %21 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<24xf32>) -> tensor<5x2x24xf32>
    %22 = stablehlo.add %20, %21 : tensor<5x2x24xf32>
    %23 = stablehlo.reshape %22 : (tensor<5x2x24xf32>) -> tensor<1x5x2x3x8xf32>
    %24 = stablehlo.transpose %23, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,5,2,1,8]{4,0,2,1,3}"} : (tensor<1x5x2x3x8xf32>) -> tensor<3x5x2x1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<3x5x2x1x8xf32>) -> tensor<3x5x2x8xf32>
    %26 = stablehlo.slice %25 [0:1, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %30 = stablehlo.multiply %29, %cst_3 : tensor<2x2x5x4xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %32 = stablehlo.slice %25 [1:2, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %36 = stablehlo.transpose %35, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,5]{2,3,1,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x2x4x5xf32>
    %37 = stablehlo.multiply %36, %cst_2 : tensor<2x2x4x5xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %39 = stablehlo.dot_general %31, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %40 = stablehlo.reshape %39 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %43 = stablehlo.subtract %40, %42 : tensor<2x2x5x5xf32>
    %44 = stablehlo.exponential %43 : tensor<2x2x5x5xf32>
    %45 = stablehlo.reduce(%44 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %47 = stablehlo.divide %44, %46 : tensor<2x2x5x5xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %49 = stablehlo.slice %25 [2:3, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %52 = stablehlo.dot_general %48, %51, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %53 = stablehlo.reshape %52 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %54 = stablehlo.transpose %53, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[5,2,2,4]{3,0,2,1}"} : (tensor<2x2x5x4xf32>) -> tensor<5x2x2x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<5x2x2x4xf32>) -> tensor<10x8xf32>
    %56 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %57 = stablehlo.dot_general %55, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %58 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %59 = stablehlo.add %57, %58 : tensor<10x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<10x8xf32>) -> tensor<5x2x8xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : (tensor<5x2x8xf32>) -> tensor<2x5x8xf32>
    %62 = stablehlo.add %61, %10 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : tensor<2x5x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%63, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %64 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %65 = stablehlo.reshape %output_8 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %66 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x5x8xf32>
    %68 = stablehlo.add %64, %67 : tensor<2x5x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %70 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %71 = stablehlo.dot_general %69, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %72 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<10x16xf32>
    %73 = stablehlo.add %71, %72 : tensor<10x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<10x16xf32>) -> tensor<2x5x16xf32>
    %75 = stablehlo.multiply %74, %cst_1 : tensor<2x5x16xf32>
    %76 = stablehlo.multiply %74, %cst_0 : tensor<2x5x16xf32>
    %77 = stablehlo.custom_call @mhlo.erf(%76) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %78 = stablehlo.add %77, %cst : tensor<2x5x16xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<2x5x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %81 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x8xf32>) -> tensor<10x8xf32>
    %83 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %84 = stablehlo.add %82, %83 : tensor<10x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %86 = stablehlo.add %62, %85 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : tensor<2x5x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%87, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %88 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %89 = stablehlo.reshape %output_11 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %90 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x5x8xf32>
    %92 = stablehlo.add %88, %91 : tensor<2x5x8xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[5,2,8]{2,0,1}"} : (tensor<2x5x8xf32>) -> tensor<5x2x8xf32>
    %94 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,24]{0,1}"} : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1, 2] : (tensor<8x24xf32>) -> tensor<5x8x24xf32>
    %96 = stablehlo.dot_general %93, %95, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x8xf32>, tensor<5x8x24xf32>) -> tensor<5x2x24xf32>
    %97 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<24xf32>) -> tensor<5x2x24xf32>
    %98 = stablehlo.add %96, %97 : tensor<5x2x24xf32>
    %99 = stablehlo.reshape %98 : (tensor<5x2x24xf32>) -> tensor<1x5x2x3x8xf32>
    %100 = stablehlo.transpose %99, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,5,2,1,8]{4,0,2,1,3}"} : (tensor<1x5x2x3x8xf32>) -> tensor<3x5x2x1x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<3x5x2x1x8xf32>) -> tensor<3x5x2x8xf32>
    %102 = stablehlo.slice %101 [0:1, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %104 = stablehlo.transpose %103, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %105 = stablehlo.reshape %104 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %106 = stablehlo.multiply %105, %cst_3 : tensor<2x2x5x4xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %108 = stablehlo.slice %101 [1:2, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %110 = stablehlo.transpose %109, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %111 = stablehlo.reshape %110 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %112 = stablehlo.transpose %111, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,5]{2,3,1,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x2x4x5xf32>
    %113 = stablehlo.multiply %112, %cst_2 : tensor<2x2x4x5xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %115 = stablehlo.dot_general %107, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %116 = stablehlo.reshape %115 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %117 = stablehlo.reduce(%116 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x2x5x5xf32>
    %120 = stablehlo.exponential %119 : tensor<2x2x5x5xf32>
    %121 = stablehlo.reduce(%120 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x2x5x5xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %125 = stablehlo.slice %101 [2:3, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %128 = stablehlo.dot_general %124, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %129 = stablehlo.reshape %128 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %130 = stablehlo.transpose %129, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[5,2,2,4]{3,0,2,1}"} : (tensor<2x2x5x4xf32>) -> tensor<5x2x2x4xf32>
    %131 = stablehlo.reshape %130 : (tensor<5x2x2x4xf32>) -> tensor<10x8xf32>
    %132 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %134 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %135 = stablehlo.add %133, %134 : tensor<10x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<10x8xf32>) -> tensor<5x2x8xf32>
    %137 = stablehlo.transpose %136, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : (tensor<5x2x8xf32>) -> tensor<2x5x8xf32>
    %138 = stablehlo.add %137, %86 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : tensor<2x5x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%139, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %140 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %141 = stablehlo.reshape %output_14 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %142 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x5x8xf32>
    %144 = stablehlo.add %140, %143 : tensor<2x5x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %146 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %148 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<10x16xf32>
    %149 = stablehlo.add %147, %148 : tensor<10x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<10x16xf32>) -> tensor<2x5x16xf32>
    %151 = stablehlo.multiply %150, %cst_1 : tensor<2x5x16xf32>
    %152 = stablehlo.multiply %150, %cst_0 : tensor<2x5x16xf32>
    %153 = stablehlo.custom_call @mhlo.erf(%152) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %154 = stablehlo.add %153, %cst : tensor<2x5x16xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x5x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %157 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x8xf32>) -> tensor<10x8xf32>
    %159 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %160 = stablehlo.add %158, %159 : tensor<10x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %162 = stablehlo.add %138, %161 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : tensor<2x5x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%163, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %164 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %165 = stablehlo.reshape %output_17 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %166 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<2x5x8xf32>
    %168 = stablehlo.add %164, %167 : tensor<2x5x8xf32>
    %169 = stablehlo.slice %168 [0:2, 0:1, 0:8] : (tensor<2x5x8xf32>) -> tensor<2x1x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %171 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,3]{0,1}"} : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
    %173 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %174 = stablehlo.add %172, %173 : tensor<2x3xf32>
    return %174 : tensor<2x3xf32>
  }
}
