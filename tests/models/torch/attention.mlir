// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.281 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<2x4x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<24xf32>, %arg5: tensor<24x8xf32>, %arg6: tensor<2x4x8xf32>, %arg7: tensor<i1>, %arg8: tensor<8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x4xf32>, tensor<2x4x8xf32>) {
    %c = stablehlo.constant dense<0> : tensor<4x4xi64>
    %cst = stablehlo.constant dense<0.594603539> : tensor<2x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.594603539> : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x4xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<2x4x8xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<2x4x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<4x4x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<4x4xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<4x4xi64>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %1 = stablehlo.broadcast_in_dim %c_14, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %2 = stablehlo.subtract %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.compare  GE, %2, %c_12 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %4 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %5 = stablehlo.and %3, %4 : tensor<4x4xi1>
    %6 = stablehlo.select %5, %cst_11, %cst_10 : tensor<4x4xi1>, tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %8 = stablehlo.transpose %arg1, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,8]{2,0,1}"} : (tensor<2x4x8xf32>) -> tensor<4x2x8xf32>
    %9 = stablehlo.slice %arg5 [0:8, 0:8] : (tensor<24x8xf32>) -> tensor<8x8xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<4x8x8xf32>
    %12 = stablehlo.dot_general %8, %11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x8xf32>, tensor<4x8x8xf32>) -> tensor<4x2x8xf32>
    %13 = stablehlo.slice %arg4 [0:8] : (tensor<24xf32>) -> tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<8xf32>) -> tensor<4x2x8xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x2x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<4x2x8xf32>) -> tensor<4x4x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,4]{2,0,1}"} : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %18 = stablehlo.multiply %17, %cst_9 : tensor<4x4x4xf32>
    %19 = stablehlo.transpose %arg6, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,8]{2,0,1}"} : (tensor<2x4x8xf32>) -> tensor<4x2x8xf32>
    %20 = stablehlo.slice %arg5 [8:24, 0:8] : (tensor<24x8xf32>) -> tensor<16x8xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
    %23 = stablehlo.dot_general %19, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x8xf32>, tensor<4x8x16xf32>) -> tensor<4x2x16xf32>
    %24 = stablehlo.slice %arg4 [8:24] : (tensor<24xf32>) -> tensor<16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<16xf32>) -> tensor<4x2x16xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x2x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<4x2x16xf32>) -> tensor<1x4x2x2x8xf32>
    %28 = stablehlo.transpose %27, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[2,4,2,1,8]{4,0,2,1,3}"} : (tensor<1x4x2x2x8xf32>) -> tensor<2x4x2x1x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x2x1x8xf32>) -> tensor<2x4x2x8xf32>
    %30 = stablehlo.slice %29 [0:1, 0:4, 0:2, 0:8] : (tensor<2x4x2x8xf32>) -> tensor<1x4x2x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x4x2x8xf32>) -> tensor<4x4x4xf32>
    %32 = stablehlo.transpose %31, dims = [1, 2, 0] : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %33 = stablehlo.dot_general %18, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %34 = stablehlo.add %7, %33 : tensor<4x4x4xf32>
    %35 = stablehlo.reduce(%34 init: %cst_13) applies stablehlo.maximum across dimensions = [2] : (tensor<4x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<4x4x4xf32>
    %38 = stablehlo.exponential %37 : tensor<4x4x4xf32>
    %39 = stablehlo.reduce(%38 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %41 = stablehlo.divide %38, %40 : tensor<4x4x4xf32>
    %42 = stablehlo.slice %29 [1:2, 0:4, 0:2, 0:8] : (tensor<2x4x2x8xf32>) -> tensor<1x4x2x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x4x2x8xf32>) -> tensor<4x4x4xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,4]{2,0,1}"} : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %45 = stablehlo.dot_general %41, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,4]{2,0,1}"} : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %47 = stablehlo.reshape %46 : (tensor<4x4x4xf32>) -> tensor<8x8xf32>
    %48 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %50 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x8xf32>) -> tensor<4x2x8xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{2,0,1}"} : (tensor<4x2x8xf32>) -> tensor<2x4x8xf32>
    %54 = stablehlo.add %53, %arg1 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{2,0,1}"} : tensor<2x4x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8xf32>) -> tensor<1x8x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%55, %cst_8, %cst_7) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x8x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %56 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8xf32>
    %57 = stablehlo.reshape %output : (tensor<1x8x8xf32>) -> tensor<2x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<2x4x8xf32>
    %60 = stablehlo.add %56, %59 : tensor<2x4x8xf32>
    %61 = stablehlo.multiply %60, %cst_6 : tensor<2x4x8xf32>
    %62 = stablehlo.power %60, %cst_2 : tensor<2x4x8xf32>
    %63 = stablehlo.multiply %62, %cst_3 : tensor<2x4x8xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x4x8xf32>
    %65 = stablehlo.multiply %64, %cst_4 : tensor<2x4x8xf32>
    %66 = stablehlo.tanh %65 : tensor<2x4x8xf32>
    %67 = stablehlo.add %66, %cst_5 : tensor<2x4x8xf32>
    %68 = stablehlo.multiply %61, %67 : tensor<2x4x8xf32>
    %69 = stablehlo.reshape %41 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32>
    %70 = stablehlo.reduce(%69 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %71 = stablehlo.multiply %70, %cst_1 : tensor<2x4x4xf32>
    %72 = stablehlo.multiply %arg1, %cst_0 : tensor<2x4x8xf32>
    %73 = stablehlo.transpose %arg6, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,4]{1,2,0}"} : (tensor<2x4x8xf32>) -> tensor<2x8x4xf32>
    %74 = stablehlo.multiply %73, %cst : tensor<2x8x4xf32>
    %75 = stablehlo.dot_general %72, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %76 = stablehlo.compare  LE, %2, %c : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %77 = stablehlo.and %76, %4 : tensor<4x4xi1>
    %78 = stablehlo.select %77, %cst_10, %cst_11 : tensor<4x4xi1>, tensor<4x4xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<2x4x4xf32>
    %80 = stablehlo.add %75, %79 : tensor<2x4x4xf32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %83 = stablehlo.subtract %80, %82 : tensor<2x4x4xf32>
    %84 = stablehlo.exponential %83 : tensor<2x4x4xf32>
    %85 = stablehlo.reduce(%84 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %87 = stablehlo.divide %84, %86 : tensor<2x4x4xf32>
    %88 = stablehlo.dot_general %87, %arg6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    return %68, %71, %88 : tensor<2x4x8xf32>, tensor<2x4x4xf32>, tensor<2x4x8xf32>
  }
}
