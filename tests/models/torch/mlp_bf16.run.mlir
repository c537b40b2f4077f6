// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.65 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3xbf16>, %arg1: tensor<3x8xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>, %arg4: tensor<8x6xbf16>, %arg5: tensor<3x6xbf16>, %arg6: tensor<8xbf16>) -> tensor<3x3xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3xbf16>
    %0 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[6,8]{0,1}"} : (tensor<8x6xbf16>) -> tensor<6x8xbf16>
    %1 = stablehlo.dot_general %arg5, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xbf16>, tensor<6x8xbf16>) -> tensor<3x8xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xbf16>) -> tensor<3x8xbf16>
    %3 = stablehlo.add %1, %2 : tensor<3x8xbf16>
    %4 = stablehlo.reshape %3 : (tensor<3x8xbf16>) -> tensor<1x3x8xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x8xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> (tensor<1x3x8xbf16>, tensor<3xbf16>, tensor<3xbf16>)
    %5 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<8xbf16>) -> tensor<3x8xbf16>
    %6 = stablehlo.reshape %output : (tensor<1x3x8xbf16>) -> tensor<3x8xbf16>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xbf16>) -> tensor<3x8xbf16>
    %8 = stablehlo.multiply %6, %7 : tensor<3x8xbf16>
    %9 = stablehlo.add %5, %8 : tensor<3x8xbf16>
    %10 = stablehlo.convert %9 : (tensor<3x8xbf16>) -> tensor<3x8xf32>
    %11 = stablehlo.logistic %10 : tensor<3x8xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<3x8xf32>
    %13 = stablehlo.convert %12 : (tensor<3x8xf32>) -> tensor<3x8xbf16>
    %14 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[8,3]{0,1}"} : (tensor<3x8xbf16>) -> tensor<8x3xbf16>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xbf16>, tensor<8x3xbf16>) -> tensor<3x3xbf16>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xbf16>) -> tensor<3x3xbf16>
    %17 = stablehlo.add %15, %16 : tensor<3x3xbf16>
    return %17 : tensor<3x3xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE8A, 0xBE9D, 0xBDD0]> : tensor<3xbf16>
    %a1 = stablehlo.constant dense<[[0x3DF7, 0x3E1D, 0xBE1B, 0x3E11, 0xBE47, 0x3DDA, 0x3E2A, 0xBCA0], [0xBE15, 0x3E4D, 0xBEA9, 0x3E8A, 0x3EAF, 0xBDCE, 0xBE72, 0x3E03], [0x3EAF, 0xBE2F, 0x3DAB, 0x3E6C, 0x3E28, 0xBE92, 0xBE0F, 0xBE7D]]> : tensor<3x8xbf16>
    %a2 = stablehlo.constant dense<[0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80]> : tensor<8xbf16>
    %a3 = stablehlo.constant dense<[0x3E7A, 0xBE94, 0xBB5D, 0x3E6B, 0x3ECE, 0x3E4A, 0xBC95, 0x3D7B]> : tensor<8xbf16>
    %a4 = stablehlo.constant dense<[[0x3E4F, 0xBEC4, 0xBDC2, 0xBED1, 0xBE80, 0x3E69], [0x3E8D, 0xBEBF, 0xBDEF, 0x3CD1, 0x3E32, 0xBE6E], [0xBC5B, 0x3ECF, 0xBE17, 0xBDB1, 0x3EAF, 0x3D2E], [0xBEC7, 0x3E55, 0x3E8F, 0xBDA5, 0x3E08, 0x3ECA], [0x3B9C, 0xBDE8, 0xBD25, 0xBE2A, 0x3A90, 0x3B83], [0x3E97, 0x3CC5, 0xBE2C, 0xBE7D, 0x3D26, 0xBE9C], [0x3E8A, 0x3EA4, 0x3E71, 0xBE88, 0xBE61, 0x3DEC], [0x3E0E, 0x3DD2, 0x3DF6, 0xBDA0, 0xBE96, 0x3D53]]> : tensor<8x6xbf16>
    %a5 = stablehlo.constant dense<[[0xBF82, 0x3EED, 0xBFBB, 0x3F8C, 0x3DD0, 0xC020], [0x3F8A, 0x3F33, 0xBFBE, 0xBE99, 0x3BA3, 0x3F6E], [0x3F78, 0xBF11, 0x3FB0, 0xBF35, 0x3FE7, 0x3F4A]]> : tensor<3x6xbf16>
    %a6 = stablehlo.constant dense<[0x0000, 0x0000, 0x0000, 0x0000, 0x0000, 0x0000, 0x0000, 0x0000]> : tensor<8xbf16>
    %r:1 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6) : (tensor<3xbf16>, tensor<3x8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8x6xbf16>, tensor<3x6xbf16>, tensor<8xbf16>) -> (tensor<3x3xbf16>)
    check.expect_almost_eq_const %r#0, dense<[[0xBECA, 0xBEB2, 0xBEE8], [0xBE9A, 0xBF3E, 0x3E08], [0xBE2E, 0x3E22, 0x3F28]]> : tensor<3x3xbf16> {tolerance = 6.0e-02 : f64}
    func.return
  }
}
