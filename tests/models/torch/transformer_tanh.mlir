// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.283 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24x8xf32>, %arg11: tensor<2x5x8xf32>, %arg12: tensor<2x5xi1>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>) -> tensor<2x5x8xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x5x16xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x5x16xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x5x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x5x16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x5x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<2x5xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<2x2x4x5xf32>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<2x2x5x4xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg11, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[5,2,8]{2,0,1}"} : (tensor<2x5x8xf32>) -> tensor<5x2x8xf32>
    %1 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,24]{0,1}"} : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<8x24xf32>) -> tensor<5x8x24xf32>
    %3 = stablehlo.dot_general %0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x8xf32>, tensor<5x8x24xf32>) -> tensor<5x2x24xf32>
    %4 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<24xf32>) -> tensor<5x2x24xf32>
    %5 = stablehlo.add %3, %4 : tensor<5x2x24xf32>
    %6 = stablehlo.reshape %5 : (tensor<5x2x24xf32>) -> tensor<1x5x2x3x8xf32>
    %7 = stablehlo.transpose %6, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,5,2,1,8]{4,0,2,1,3}"} : (tensor<1x5x2x3x8xf32>) -> tensor<3x5x2x1x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<3x5x2x1x8xf32>) -> tensor<3x5x2x8xf32>
    %9 = stablehlo.slice %8 [0:1, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %13 = stablehlo.multiply %12, %cst_9 : tensor<2x2x5x4xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %15 = stablehlo.slice %8 [1:2, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %19 = stablehlo.transpose %18, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,5]{2,3,1,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x2x4x5xf32>
    %20 = stablehlo.multiply %19, %cst_8 : tensor<2x2x4x5xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %22 = stablehlo.dot_general %14, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %24 = stablehlo.select %arg12, %cst_7, %cst_6 : tensor<2x5xi1>, tensor<2x5xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x5xf32>) -> tensor<2x1x5xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 2, 3] : (tensor<2x1x5xf32>) -> tensor<2x2x1x5xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x2x1x5xf32>) -> tensor<2x2x5xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 3] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %29 = stablehlo.add %23, %28 : tensor<2x2x5x5xf32>
    %30 = stablehlo.reduce(%29 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<2x2x5x5xf32>
    %33 = stablehlo.exponential %32 : tensor<2x2x5x5xf32>
    %34 = stablehlo.reduce(%33 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %36 = stablehlo.divide %33, %35 : tensor<2x2x5x5xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %38 = stablehlo.slice %8 [2:3, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %41 = stablehlo.dot_general %37, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x4xf32>) -> tensor<4x5x4xf32>
    %42 = stablehlo.reshape %41 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %43 = stablehlo.transpose %42, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[5,2,2,4]{3,0,2,1}"} : (tensor<2x2x5x4xf32>) -> tensor<5x2x2x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<5x2x2x4xf32>) -> tensor<10x8xf32>
    %45 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.dot_general %44, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %47 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %48 = stablehlo.add %46, %47 : tensor<10x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<10x8xf32>) -> tensor<5x2x8xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : (tensor<5x2x8xf32>) -> tensor<2x5x8xf32>
    %51 = stablehlo.add %arg11, %50 : tensor<2x5x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%52, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %53 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %54 = stablehlo.reshape %output : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %55 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x5x8xf32>
    %57 = stablehlo.add %53, %56 : tensor<2x5x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x5x8xf32>) -> tensor<10x8xf32>
    %59 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %60 = stablehlo.dot_general %58, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %61 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<10x16xf32>
    %62 = stablehlo.add %60, %61 : tensor<10x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<10x16xf32>) -> tensor<2x5x16xf32>
    %64 = stablehlo.multiply %63, %cst_3 : tensor<2x5x16xf32>
    %65 = stablehlo.power %63, %cst : tensor<2x5x16xf32>
    %66 = stablehlo.multiply %65, %cst_0 : tensor<2x5x16xf32>
    %67 = stablehlo.add %63, %66 : tensor<2x5x16xf32>
    %68 = stablehlo.multiply %67, %cst_1 : tensor<2x5x16xf32>
    %69 = stablehlo.tanh %68 : tensor<2x5x16xf32>
    %70 = stablehlo.add %69, %cst_2 : tensor<2x5x16xf32>
    %71 = stablehlo.multiply %64, %70 : tensor<2x5x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %73 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x8xf32>) -> tensor<10x8xf32>
    %75 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %76 = stablehlo.add %74, %75 : tensor<10x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %78 = stablehlo.add %57, %77 : tensor<2x5x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%79, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %80 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %81 = stablehlo.reshape %output_12 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %82 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<2x5x8xf32>
    %84 = stablehlo.add %80, %83 : tensor<2x5x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_15, %batch_mean_16, %batch_var_17 = "stablehlo.batch_norm_training"(%85, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %86 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %87 = stablehlo.reshape %output_15 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %88 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x5x8xf32>
    %90 = stablehlo.add %86, %89 : tensor<2x5x8xf32>
    return %90 : tensor<2x5x8xf32>
  }
}
