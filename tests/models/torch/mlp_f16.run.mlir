// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.65 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3xf16>, %arg1: tensor<3x8xf16>, %arg2: tensor<8xf16>, %arg3: tensor<8xf16>, %arg4: tensor<8x6xf16>, %arg5: tensor<3x6xf16>, %arg6: tensor<8xf16>) -> tensor<3x3xf16> {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xB0AA, 0x2DA6, 0xA189]> : tensor<3xf16>
    %a1 = stablehlo.constant dense<[[0x3520, 0xB557, 0x2504, 0x2938, 0xB37C, 0xB2D5, 0xB54F, 0xB4F6], [0x2FF0, 0xB40B, 0x3309, 0x2E8D, 0xB4CF, 0x2C96, 0xB162, 0xB3A6], [0xA86D, 0x2BC8, 0xB542, 0x2EB5, 0x30FD, 0xB405, 0xB233, 0x2A5E]]> : tensor<3x8xf16>
    %a2 = stablehlo.constant dense<[0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00]> : tensor<8xf16>
    %a3 = stablehlo.constant dense<[0xB03F, 0x3496, 0xB4C1, 0x365D, 0xB5EA, 0xB642, 0x3216, 0xA9BF]> : tensor<8xf16>
    %a4 = stablehlo.constant dense<[[0xB307, 0x35BB, 0xB584, 0xA94C, 0x34E9, 0x3615], [0xB4B9, 0xB34F, 0xB41C, 0x325D, 0xADE9, 0x2EFF], [0xB0A2, 0xB5A8, 0x3166, 0x2F73, 0xB1EB, 0x2E92], [0xB453, 0xB510, 0x2DFD, 0xB687, 0xAE82, 0xB63D], [0xB5E9, 0x320E, 0x307F, 0x2BE3, 0x8FC7, 0xB61C], [0xAF43, 0xB58C, 0xB480, 0xB03F, 0x3458, 0xB18A], [0xB234, 0xB50B, 0xB5E8, 0x341C, 0x330B, 0xAE30], [0x3276, 0xB63A, 0x3226, 0x2979, 0xA9DC, 0xA8B0]]> : tensor<8x6xf16>
    %a5 = stablehlo.constant dense<[[0xB5E6, 0xB4E6, 0xBCAD, 0x398D, 0xB864, 0xBEF4], [0xB8EA, 0x3A25, 0x3873, 0xB9DA, 0x3DDE, 0x3B35], [0xAC70, 0x3B82, 0xBC31, 0xBB62, 0x389D, 0x3D01]]> : tensor<3x6xf16>
    %a6 = stablehlo.constant dense<[0x0000, 0x0000, 0x0000, 0x0000, 0x0000, 0x0000, 0x0000, 0x0000]> : tensor<8xf16>
    %r:1 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6) : (tensor<3xf16>, tensor<3x8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8x6xf16>, tensor<3x6xf16>, tensor<8xf16>) -> (tensor<3x3xf16>)
    check.expect_almost_eq_const %r#0, dense<[[0xB96C, 0xB27C, 0x271D], [0x390F, 0x3626, 0x2C80], [0x36B9, 0x3428, 0xA66B]]> : tensor<3x3xf16> {tolerance = 1.0e-02 : f64}
    func.return
  }
}
