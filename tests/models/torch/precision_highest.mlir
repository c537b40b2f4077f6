// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.22 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x5xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x5xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3x2x3x3xf32>, %arg5: tensor<1x2x5x5xf32>) -> (tensor<3x3xf32>, tensor<1x3x3x3xf32>) {
    %0 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,4]{0,1}"} : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<3x4xf32>
    %4 = stablehlo.slice %arg0 [0:3, 0:4] : (tensor<3x5xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,3]{0,1}"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.dot_general %3, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
    %7 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf32>) -> tensor<1x3x3x3xf32>
    %9 = stablehlo.add %7, %8 : tensor<1x3x3x3xf32>
    return %6, %9 : tensor<3x3xf32>, tensor<1x3x3x3xf32>
  }
}
