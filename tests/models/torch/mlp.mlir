// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.67 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<4x8xf32>) -> (tensor<4x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg6, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x16xf32>
    %4 = stablehlo.maximum %3, %cst_0 : tensor<4x16xf32>
    %5 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.dot_general %4, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x16xf32>
    %9 = stablehlo.tanh %8 : tensor<4x16xf32>
    %10 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,3]{0,1}"} : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %11 = stablehlo.dot_general %9, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x3xf32>) -> tensor<4x3xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %13 = stablehlo.add %11, %12 : tensor<4x3xf32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %16 = stablehlo.subtract %13, %15 : tensor<4x3xf32>
    %17 = stablehlo.exponential %16 : tensor<4x3xf32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %20 = stablehlo.divide %17, %19 : tensor<4x3xf32>
    %21 = stablehlo.logistic %9 : tensor<4x16xf32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.multiply %22, %cst : tensor<f32>
    return %20, %23 : tensor<4x3xf32>, tensor<f32>
  }
}
