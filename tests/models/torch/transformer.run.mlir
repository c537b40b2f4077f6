// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.276 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24x8xf32>, %arg11: tensor<2x5x8xf32>, %arg12: tensor<2x5xi1>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>) -> tensor<2x5x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5x16xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x5x16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x5x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<2x5xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<2x2x4x5xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<2x2x5x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
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
    %13 = stablehlo.multiply %12, %cst_7 : tensor<2x2x5x4xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x2x5x4xf32>) -> tensor<4x5x4xf32>
    %15 = stablehlo.slice %8 [1:2, 0:5, 0:2, 0:8] : (tensor<3x5x2x8xf32>) -> tensor<1x5x2x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x5x2x8xf32>) -> tensor<5x4x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,5,4]{2,0,1}"} : (tensor<5x4x4xf32>) -> tensor<4x5x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<4x5x4xf32>) -> tensor<2x2x5x4xf32>
    %19 = stablehlo.transpose %18, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,5]{2,3,1,0}"} : (tensor<2x2x5x4xf32>) -> tensor<2x2x4x5xf32>
    %20 = stablehlo.multiply %19, %cst_6 : tensor<2x2x4x5xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x4x5xf32>) -> tensor<4x4x5xf32>
    %22 = stablehlo.dot_general %14, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x4xf32>, tensor<4x4x5xf32>) -> tensor<4x5x5xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %24 = stablehlo.select %arg12, %cst_5, %cst_4 : tensor<2x5xi1>, tensor<2x5xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x5xf32>) -> tensor<2x1x5xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 2, 3] : (tensor<2x1x5xf32>) -> tensor<2x2x1x5xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x2x1x5xf32>) -> tensor<2x2x5xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 3] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %29 = stablehlo.add %23, %28 : tensor<2x2x5x5xf32>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<2x2x5x5xf32>
    %33 = stablehlo.exponential %32 : tensor<2x2x5x5xf32>
    %34 = stablehlo.reduce(%33 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
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
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%52, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
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
    %64 = stablehlo.multiply %63, %cst_1 : tensor<2x5x16xf32>
    %65 = stablehlo.multiply %63, %cst_0 : tensor<2x5x16xf32>
    %66 = stablehlo.custom_call @mhlo.erf(%65) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %67 = stablehlo.add %66, %cst : tensor<2x5x16xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<2x5x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %70 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %71 = stablehlo.dot_general %69, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x8xf32>) -> tensor<10x8xf32>
    %72 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<10x8xf32>
    %73 = stablehlo.add %71, %72 : tensor<10x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<10x8xf32>) -> tensor<2x5x8xf32>
    %75 = stablehlo.add %57, %74 : tensor<2x5x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_10, %batch_mean_11, %batch_var_12 = "stablehlo.batch_norm_training"(%76, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %77 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %78 = stablehlo.reshape %output_10 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %79 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<2x5x8xf32>
    %81 = stablehlo.add %77, %80 : tensor<2x5x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x5x8xf32>) -> tensor<1x10x8xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%82, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x8xf32>, tensor<10xf32>, tensor<10xf32>)
    %83 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %84 = stablehlo.reshape %output_13 : (tensor<1x10x8xf32>) -> tensor<2x5x8xf32>
    %85 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<2x5x8xf32>
    %87 = stablehlo.add %83, %86 : tensor<2x5x8xf32>
    return %87 : tensor<2x5x8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a2 = stablehlo.constant dense<[0xBE6C88F4, 0x3E752574, 0x3DD77914, 0x3DEF1AAC, 0xBE49BDFA, 0xBDC8AA74, 0xBDA8BB60, 0xBD3A6490]> : tensor<8xf32>
    %a3 = stablehlo.constant dense<[[0xBE63D910, 0x3E60BE08, 0x3D0DED10, 0xBD2D9670, 0xBE6FEEAA, 0xBDF40F40, 0x3E1D0370, 0x3D15B708, 0xBD8223F8, 0x3DB50D78, 0x3DA02DC8, 0xBBF79180, 0x3DC3A320, 0x3E58CFA8, 0x3D89E574, 0xBE4207E0], [0xBD9DA6DC, 0x3C9F5C30, 0xBD19B928, 0x3E096054, 0x3E78B6C4, 0xBDE56D04, 0x3E694B8C, 0xBE766B42, 0x3B816840, 0x3D1D5038, 0xBD10A6C8, 0xBD48B1D8, 0xBE43D726, 0xBE040B2E, 0x3E1CABDC, 0x3DADDDDC], [0x3DE11878, 0x3E0E7E6A, 0xBE394990, 0x3D0B57A8, 0x3D824C90, 0x3D39C640, 0xBD864274, 0x3D32A9F8, 0xBE342AE4, 0x3DCC91D8, 0x3C0D6C60, 0xBE088422, 0x3DCE525C, 0xBE5B1498, 0x3E100ABC, 0xBE2C26CC], [0xBE5CF228, 0x3D66AE50, 0xBE159414, 0xBE3DEAE8, 0x3E7FA7C4, 0x3D6747B0, 0x3BE14240, 0xBE0041DA, 0xBD304B50, 0xBDABEE08, 0x3CD7E190, 0x3D3781E0, 0xBD967174, 0x3BB5B200, 0x3E38775E, 0x3E5E867C], [0x3D025580, 0xBC59DE60, 0xBD6949B0, 0xBCF2A250, 0x3E213CF8, 0xBDAF37D8, 0x3E5F6FCA, 0xBB0CBE00, 0xBBA01B00, 0xBE39A0FE, 0x3D6C1070, 0x3DE3B53C, 0xBE7F2256, 0x3E5139E0, 0x3E13ECC4, 0xBD56A250], [0xBCF41290, 0xBB0ED580, 0xBDF69DD4, 0x3E33F282, 0xBD80226C, 0xBE10E990, 0x3E12996A, 0x3E64BD96, 0x3DA74C4C, 0xBCCA0D00, 0xBE36B13C, 0x3D309318, 0x3D2A4688, 0xBD092B30, 0x3C8BD290, 0x3E0DB7AC], [0x3D2F2A48, 0x3DE87478, 0xBD874E60, 0x3C1DBD00, 0xBE1E3A5C, 0xBE61529A, 0x3E1534C0, 0xBDC09E1C, 0xBE3E0416, 0xBE65BAE0, 0x3CAD2610, 0xBE788710, 0xBD642F38, 0x3DD80A60, 0x3D874BD8, 0x3E4F317C], [0xBE6EB336, 0x3E5E8CD4, 0x3DBA08E0, 0x3E7DBCE6, 0xBDC70FA8, 0xBDAC9A90, 0xBE69D504, 0x3D903BC8, 0x3DDA9470, 0x3E23D646, 0xBE301D96, 0xBCCE1DD0, 0xBE19EB70, 0xBE079B8C, 0x3D818C28, 0xBE28AF6E]]> : tensor<8x16xf32>
    %a4 = stablehlo.constant dense<[0x3E9481E9, 0x3E4C8356, 0x3E841103, 0x3EB4AC3C, 0x3E063356, 0xBEA3E912, 0x3DFB00B7, 0xBE9710D7, 0xBDB806D0, 0x3D6FF641, 0x3EA4EA61, 0xBCFF09A5, 0x3E8F0996, 0xBDCBBF17, 0x3EA4649F, 0xBEB2AE44]> : tensor<16xf32>
    %a5 = stablehlo.constant dense<[[0x3E015E2D, 0x3EAEE6D1, 0xBC51D413, 0x3E681177, 0x3E90AD8E, 0xBE0D12D4, 0x3E58B588, 0x3ACDA145], [0x3E12F713, 0x3E2B654A, 0x3E993310, 0x3DE3303D, 0xBE96F59B, 0x3E95EFCD, 0xBE656FC2, 0xBE2BB682], [0xBDCE7A3E, 0xBE2B097D, 0xBDE86F1F, 0xBDDFD19D, 0xBD7FF829, 0xBEB419F1, 0xBD3C80FD, 0x3E3E5AFB], [0x3E932940, 0x3E1BD162, 0xBE617D37, 0x3E943BEF, 0xBDC525F7, 0x3E7C67F0, 0x3E320705, 0xBE76B5ED], [0xBE98398F, 0xBCEB8ACB, 0xBE81168F, 0x3EAD2A97, 0x3EAF9E8B, 0x3D0EE719, 0xBEB2A251, 0xBE0C7757], [0x3D4EB708, 0xBD222692, 0x3E5E722B, 0x3E9F092D, 0xBE8063E1, 0x3E859734, 0x3EA62B8C, 0xBEB25709], [0x3E11F413, 0x3DED2DF4, 0x3D45D0D2, 0x3D353705, 0x3EABC050, 0x3E3EFB6B, 0xBE4E4B2A, 0x3DEAA803], [0x3D5B46F4, 0xBDA96199, 0xBDFB8C26, 0xBDE98197, 0x3EA1152A, 0xBE9CA397, 0xBE035D9F, 0x3DF59B12], [0xBE8B0964, 0xBE11DAE2, 0xBD2697BB, 0xBE6AA58C, 0xBEB14A9F, 0x3E95B21B, 0xBD52256F, 0xBE65B5C8], [0xBEA91537, 0xBE323C0B, 0x3DE41D8A, 0x3E66DCDB, 0xBE8A73D9, 0x3E385EB4, 0xBC0D9D03, 0x3DE6D66A], [0x3E28E4E2, 0xBD7859C8, 0xBE8D34A1, 0x3DE40DB8, 0x3EB4BBFF, 0x3E886A05, 0xBE1377B4, 0xBDE80816], [0x3E19E507, 0x3EB41046, 0x3E3CC1B9, 0x3E819F9B, 0xBEAC6C5B, 0xBE357150, 0x3EA0E00D, 0x3D1C7D44], [0xBC42D7AA, 0x3EB49B15, 0x3E9ECE14, 0x3E95F35E, 0x3EA2097C, 0x3E6FE5DC, 0xBE023B91, 0xBE34FA60], [0x3E51C358, 0x3B2C0F18, 0xBE96646C, 0x3EB0A86C, 0xBE78E01F, 0xBD5A2F12, 0x3DEA93E2, 0x3BD05D4E], [0xBE4AF213, 0x3CD9670C, 0xBDB8DAF7, 0xBD1BF361, 0xBDCC19FA, 0x3EB24E74, 0xBE9DED78, 0x3EA1B921], [0xBE61092F, 0xBEAC56C6, 0xBE90178A, 0x3EAC7250, 0xBD2BFAC4, 0x3E845C6B, 0x3DA134B2, 0x3EB4E62A]]> : tensor<16x8xf32>
    %a6 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a7 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a8 = stablehlo.constant dense<[[0xBE8A82B0, 0x3EA13D12, 0x3D2ACEDD, 0x3E196C97, 0x3DB444A9, 0x3E5EBECB, 0xBE0B96C7, 0x3DDF3EF4], [0xBDFDA5DC, 0x3EA68723, 0x3E1C2E48, 0x3E26C0B6, 0xBD49BA7B, 0xBEAA75BB, 0x3D951518, 0xBEACB197], [0x3E5577E8, 0xBDBC2D6B, 0xBE4C1E21, 0x3E356562, 0xBE19E15F, 0x3E125B42, 0x3E5416B8, 0x3E90C848], [0x3E961D34, 0x3E6BB3AA, 0xBDAB12D0, 0xBE724B2C, 0x3E721E8C, 0xBE77B4BD, 0xBE9C2C0A, 0x3E2D4168], [0xBDF4D9B3, 0xBEAF12C9, 0x3E0316D6, 0x3EB0AF87, 0xBEA4445E, 0xBDCF10FD, 0xBD66C9E9, 0xBE5D6950], [0x3DE594C5, 0xBEAE5730, 0xBDA45447, 0xBE390088, 0x3E8093C5, 0x3DE262B1, 0xBE8E0DEA, 0xBE87C9DC], [0x3E8D31D0, 0x3D9B94B2, 0x3EAAF7C0, 0xBDDEFA52, 0xBE606E3D, 0xBD66A414, 0x3DD692E8, 0xBE112CD3], [0x3D62B34D, 0x3E9752C7, 0xBE1A89C0, 0x3E0DFF2A, 0xBD3E8954, 0x3E877974, 0x3EACB8D3, 0xBE2DB422]]> : tensor<8x8xf32>
    %a9 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<24xf32>
    %a10 = stablehlo.constant dense<[[0x3E8021EC, 0xBE8A5BED, 0x3EA69E27, 0x3DC7C1B7, 0xBECFA156, 0xBED7468A, 0xBE9C52AB, 0x3C57655A], [0x3E8258B9, 0xBD960CE1, 0x3E82A25B, 0x3DE7C9F3, 0x3DF1E309, 0x3E9F5F8F, 0xBD1D99E7, 0x3EA0896E], [0xBE9F90FC, 0x3E8D16AC, 0xBD70C191, 0x3EB79DCB, 0x3EDA789E, 0x3E7AFED9, 0x3EA24E2B, 0xBEB0AAC3], [0x3E219B21, 0xBEBD740C, 0x3EC753CE, 0x3E3688E7, 0x3ECE527C, 0xBEB6F3BE, 0xBE500F60, 0x3DDD282B], [0x3EC6AB29, 0x3C188985, 0x3E7E25FF, 0x3C3871DF, 0x3E0A94A3, 0x3E937B9C, 0x3D66280A, 0xBE6CD573], [0xBE604045, 0xBE4EB0B1, 0xBC2D9771, 0xBACCD260, 0xBE9AAEF5, 0xBE7DB78A, 0xBED3506E, 0xBEA84F3C], [0xBDD2F064, 0xBEABB945, 0xBEC0D9D4, 0x3C1F21D6, 0xBE3E424F, 0xBEBD8318, 0xBD55ED7F, 0xBE932043], [0x3ED42386, 0xBEC440F4, 0x3DAA03E4, 0xBC59BF3D, 0x3C13E1DE, 0x3D9D1652, 0xBE9DD1ED, 0xBDD00DE3], [0xBE58431F, 0xBE3F5989, 0x3E96BFF2, 0xBEC4F44C, 0x3E7345D2, 0x3ED58486, 0x3D01AC0D, 0xBE97A4A6], [0x3E580A5B, 0xBE571A97, 0xBE89EB33, 0xBECC6718, 0x3E3F5688, 0x3C4BB312, 0x3E5B8D71, 0xBEBC3B8C], [0xBEBA7032, 0x3EBA94F4, 0xBEDA1ABC, 0xBE65EE64, 0x3EA1451A, 0x3DE63F42, 0x3E29DE88, 0xBE05F764], [0x3D8C0A9C, 0xBE7E50DE, 0x3E7C17B3, 0x3EBFA156, 0xBEC181BE, 0xBEAAA60B, 0xBEA6733E, 0x3D20BFD9], [0x3E8C2C8F, 0x3EAD7221, 0x3E835A3B, 0x3DACFEE3, 0x3E449D7A, 0x3DEDBA2D, 0xBE5AB53B, 0xBED01F40], [0xBEC055F3, 0xBE51CEF6, 0xBED84CB9, 0xBE83EC70, 0x3E9C324F, 0x3E8F8518, 0x3EA927D4, 0x3E4F4B5B], [0x3EAFC5E7, 0x3E4D0463, 0x3EBDCB6A, 0x3D90E986, 0x3C449068, 0x3D5B4030, 0x3EB55EFF, 0x3ED1314C], [0xBEA345BF, 0x3EA20000, 0x3EDC52BF, 0xBD22569C, 0x3E09456A, 0x3EBF9DF5, 0xBE5D0AAE, 0xBCA7B072], [0x3D4C96F1, 0x3E572239, 0xBE499628, 0x3ECFBBEA, 0x3EA75213, 0xBE9B00ED, 0x3E75C391, 0xBC63E9DD], [0x3EC616F5, 0x3DE18F4C, 0xBD4D0099, 0xBE189F21, 0x3EAA5F8B, 0x3E8530C8, 0x3E9E0CAC, 0x3EC6A2CB], [0xBDA1836F, 0xBED53789, 0x3E37F6CD, 0x3B76756A, 0xBE4DD624, 0xBE8FF201, 0x3E59001E, 0x3E0706C8], [0xBE637C7C, 0xBEDADA7E, 0xBEBE0168, 0xBE5DD06F, 0xBDCE1DB6, 0x3E442897, 0x3E442022, 0xBEDBBBD4], [0xBE2DFA74, 0xBCA17957, 0xBE6A0177, 0xBE1B71C2, 0x3E778ADE, 0x3DCF7E51, 0xBE20BA5E, 0xBDDA8B15], [0x3ED70D48, 0xBECE4B74, 0x3E29205C, 0x3E106F25, 0xBE169251, 0x3D359C93, 0x3E3797AF, 0xBED202B0], [0x3E08DDEA, 0xBC0D6F39, 0x3DF3E5D5, 0x3E3A1FE8, 0x3DCF986F, 0x3E9C66BC, 0xBE91CF6B, 0x3E8F7938], [0xBEB29201, 0xBD157AA1, 0xBEC75955, 0x3CE2B078, 0x3D8CFF0C, 0xBE8C01EC, 0xBECACC1E, 0xBEA28481]]> : tensor<24x8xf32>
    %a11 = stablehlo.constant dense<[[[0xBE3B9C5E, 0x3DBB6831, 0x3F5D882B, 0x3D0F67E3, 0x403179F9, 0x3D0D1A06, 0xBCC039D9, 0x3FBB45A4], [0x3F94426A, 0x3F344EF6, 0xBF4E3528, 0xBE650CD9, 0xBE986B44, 0xBF3DEEBB, 0x3DE11A2E, 0xBF8C5617], [0x3F223B60, 0xBFE92570, 0x3F94DC86, 0x3F0DC3A7, 0x3F97ED04, 0xC03BB8C0, 0x3F751257, 0xBF91844F], [0x3FB5CB34, 0x4030E268, 0xBE22C6E1, 0xBF95A1D3, 0x3FBBC2FD, 0xBF93CED2, 0x3FC8FDAF, 0xBEE50EE9], [0x3D111CB7, 0xBEA93FDB, 0xBF24DC23, 0xBE2DA2B3, 0xBD234405, 0x3E8325D1, 0xBF51CD5D, 0xBDEAAA04]], [[0x3DC9D443, 0x3EE7EFD1, 0xBF4F0C1A, 0x3F4429CB, 0xBF89C151, 0xBF259C92, 0xBFDC8D61, 0x3D3791BB], [0x40176C7E, 0xBF2DBC37, 0xBED1F3D7, 0x3E98EC1C, 0x3E9C9C03, 0xBE1712FD, 0xBDBD1816, 0xBF9BB971], [0x3F505F1F, 0xBF348F67, 0x3F72BCD8, 0xBEB31158, 0x3F94A200, 0x3ECF1D17, 0x3F15A31B, 0xBE73A90F], [0xBFDCE9CC, 0xBFB2DBE9, 0xBF107BBD, 0x3FA25FFA, 0x3F1D272D, 0x3F287125, 0xBF97880F, 0xBF87B4A9], [0x3EBE0A42, 0x3F498556, 0x3F891A2F, 0xC031EAC7, 0x3E58E5E9, 0x3F512AD7, 0x3E6057C6, 0x3F995BC5]]]> : tensor<2x5x8xf32>
    %a12 = stablehlo.constant dense<[[false, false, false, false, false], [false, false, false, true, true]]> : tensor<2x5xi1>
    %a13 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a14 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a15 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %r:1 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<24x8xf32>, tensor<2x5x8xf32>, tensor<2x5xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x5x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0xBF98615F, 0xBF1C6D84, 0x3F13B350, 0xBE3FD6A1, 0x400E019C, 0xBF13E342, 0xBF249284, 0x3ED3C3E5], [0x3FBBBD80, 0x3FB34878, 0xBF8053F6, 0x3E98033A, 0xBF4A3BD2, 0xBF2E6D1A, 0x3F02E08D, 0xBF99CEA0], [0x3B89197D, 0xBF518B9A, 0x3F830AF6, 0x3F0D8DFD, 0x3F67EEC6, 0xBFE74844, 0x3F84FE13, 0xBF6684EA], [0x3F12AA3C, 0x3FE3CC71, 0xBE95780B, 0xBF90139F, 0x3E2D0731, 0xBFA4A392, 0x3F71802D, 0xBF42DAAD], [0xBE0CA12A, 0x3ECEAD0A, 0xBFB4B51F, 0x3FCF76BA, 0xBEF9A2CC, 0x3F9F587C, 0xBF97E7AF, 0xBD3C1A09]], [[0x3F23C4B1, 0x3F9356E5, 0xBEDC42D4, 0x3F8EDEAA, 0xBF86A8AE, 0xBF103EE7, 0xBFD4EC0B, 0x3F4D59F8], [0x401FD0B7, 0xBF2D6345, 0xBE91BAE7, 0xBE17E2D4, 0x3D261A72, 0xBEA11D85, 0xBD852AED, 0xBF861B79], [0x3F4136ED, 0xBFDAE7A3, 0x3FB6A0FC, 0xBF8E93DA, 0x3F603417, 0x3B596557, 0x3EB1F526, 0xBF1589FB], [0xBFC1B743, 0xBEBB5DAC, 0x3E7334F8, 0x3FD85CF8, 0x3F332139, 0x3F65EF6C, 0xBF6519F9, 0xBF40607F], [0x3DB3BADD, 0x3F0EAF58, 0x3F7B63A0, 0xC016F781, 0xBEB47707, 0x3E3CC72D, 0xBDBEDA1B, 0x3F7E38AD]]]> : tensor<2x5x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
