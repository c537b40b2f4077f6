// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.65 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf16>, %arg1: tensor<3x8xf16>, %arg2: tensor<8xf16>, %arg3: tensor<8xf16>, %arg4: tensor<8x6xf16>, %arg5: tensor<3x6xf16>, %arg6: tensor<8xf16>) -> tensor<3x3xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3xf16>
    %0 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[6,8]{0,1}"} : (tensor<8x6xf16>) -> tensor<6x8xf16>
    %1 = stablehlo.dot_general %arg5, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf16>, tensor<6x8xf16>) -> tensor<3x8xf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xf16>) -> tensor<3x8xf16>
    %3 = stablehlo.add %1, %2 : tensor<3x8xf16>
    %4 = stablehlo.reshape %3 : (tensor<3x8xf16>) -> tensor<1x3x8xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x8xf16>, tensor<3xf16>, tensor<3xf16>) -> (tensor<1x3x8xf16>, tensor<3xf16>, tensor<3xf16>)
    %5 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<8xf16>) -> tensor<3x8xf16>
    %6 = stablehlo.reshape %output : (tensor<1x3x8xf16>) -> tensor<3x8xf16>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf16>) -> tensor<3x8xf16>
    %8 = stablehlo.multiply %6, %7 : tensor<3x8xf16>
    %9 = stablehlo.add %5, %8 : tensor<3x8xf16>
    %10 = stablehlo.convert %9 : (tensor<3x8xf16>) -> tensor<3x8xf32>
    %11 = stablehlo.logistic %10 : tensor<3x8xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<3x8xf32>
    %13 = stablehlo.convert %12 : (tensor<3x8xf32>) -> tensor<3x8xf16>
    %14 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[8,3]{0,1}"} : (tensor<3x8xf16>) -> tensor<8x3xf16>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf16>, tensor<8x3xf16>) -> tensor<3x3xf16>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf16>) -> tensor<3x3xf16>
    %17 = stablehlo.add %15, %16 : tensor<3x3xf16>
    return %17 : tensor<3x3xf16>
  }
}
