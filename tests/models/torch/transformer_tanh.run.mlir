// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.283 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24x8xf32>, %arg11: tensor<2x5x8xf32>, %arg12: tensor<2x5xi1>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>) -> tensor<2x5x8xf32> {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a2 = stablehlo.constant dense<[0x3E350F9C, 0x3C839420, 0xBE25DA5C, 0xBE3258BC, 0xBD372AD8, 0xBE4AE966, 0xBDF98DAC, 0x3E4C31F2]> : tensor<8xf32>
    %a3 = stablehlo.constant dense<[[0x3DED5EB8, 0x3C68E3E0, 0xBE3983DC, 0xBD882B00, 0xBDE220D0, 0xBE013914, 0x3D0C7430, 0x3E7BC9AA, 0x3D9EC5B4, 0x3DADA784, 0xBDE2AA1C, 0x3D5D19A0, 0x3E172E8E, 0xBDB8535C, 0xBDDCB39C, 0x3AA3D700], [0x3E494FDA, 0xBDB96B7C, 0x3D2FCA90, 0x3C8F20F0, 0x3D94BDB4, 0x3C86D6C0, 0x3E7A1208, 0xBE1A2EE0, 0x3D5A3A80, 0x3D0AA7B0, 0x3E26FFD6, 0x3D5E9B48, 0x3E6869A0, 0x3E6EAD74, 0x3E28F46C, 0x3E7BD73A], [0xBD4D23A8, 0xBE553FD6, 0xBE5513BC, 0x3E29B040, 0x3DF002D0, 0xBE160B54, 0xBE1D96FC, 0xBDA83744, 0xBD65CA78, 0x3D94ECB8, 0xBDC6D90C, 0xBDC5A8A8, 0x3D6A48C8, 0x3E52E54A, 0xBD625EA0, 0x3E38FFDA], [0xBE6E4B48, 0x3DABAEFC, 0xBE166614, 0xBD8CCDE8, 0xBE4695B6, 0xBE7C3BDC, 0xBDAD2300, 0x3DA867B0, 0x3E38B42E, 0xBD9E753C, 0x3E7400E8, 0x3CED5DF0, 0x3E619D56, 0xBE70A03A, 0xBE432464, 0xBDFF2318], [0xBE76BF1C, 0x3DE582F4, 0x3E5E9EBE, 0xBE12FC0A, 0x3D848C08, 0x3E38922C, 0x3E60074E, 0xBE3DF91C, 0xBE2CED72, 0x3D76BF40, 0x3DF88F38, 0xBDDB5214, 0x3D8E61DC, 0xBD15DA50, 0x3E2B80A2, 0xBE57C036], [0xBE237C84, 0x3E20519C, 0xBCB1BFE0, 0xBDB59F84, 0xBDFA10D0, 0x3E377D06, 0x3DE1C9E4, 0x3E2C1C30, 0xBC2BA0C0, 0x3D655540, 0x3E10EEE6, 0xBD9B3CB4, 0x3E525208, 0xBC9E3E70, 0x3E6E24F6, 0xBD5F57A0], [0x3C95A120, 0xBE079FD4, 0x3E0F1ACE, 0x3E0F8F62, 0xBD761BA8, 0x3DFA0A10, 0x3DCEA790, 0xBDF5E288, 0x3E2E3EC0, 0xBDF36FD8, 0xBD8775F0, 0xBC85E310, 0xBE466A9A, 0x3E09B86C, 0xBD846C0C, 0xBD053958], [0xBD6C6160, 0xBDDB0DB8, 0x3E64194E, 0xBD553CB8, 0x3D929B08, 0xBE31FBEC, 0xBE771C72, 0x3E6F7EF4, 0x3CC6EC60, 0xBD452DD8, 0x3E5E9EC8, 0xBE293FFC, 0xBC7510C0, 0xBD528838, 0x3D88B26C, 0x3E436D30]]> : tensor<8x16xf32>
    %a4 = stablehlo.constant dense<[0xBD5EA627, 0x3DA97F9B, 0xBDDB4195, 0x3E5EC8BC, 0xBEA9A825, 0x3EA7576C, 0xBEAAD2E8, 0xBDCFF880, 0x3C1095AE, 0x3D570591, 0x3E6B0BD6, 0xBD1E6AC8, 0x3E94C1A8, 0x3EAF5FBC, 0x3E56D32C, 0xBE798075]> : tensor<16xf32>
    %a5 = stablehlo.constant dense<[[0xBE695BC8, 0xBE1D65B2, 0x3E49C1AD, 0xBE8C1534, 0x3D1FAA21, 0xBDF22139, 0xBE700F97, 0xBE7A48A0], [0xBE5ED8AE, 0xBD10290D, 0xBDA93E0B, 0x3D7BA8AD, 0xBD27F9AF, 0x3DF4C4F9, 0x3EA94D6E, 0x3E8655B4], [0x3E743F11, 0xBE87930A, 0xBE04B08F, 0x3DEEA43C, 0xBEA6FABB, 0x3D2F6383, 0x3C9E9BD7, 0x3DE87A4E], [0x3D17E2B2, 0xBE08840E, 0xBEB06AE5, 0xBE47BE3D, 0xBE0A393A, 0x3E6B3457, 0xBD9A8FFE, 0x3E8E7B86], [0x3DD694EA, 0x3EA1CDCE, 0xBDB72331, 0x3E8AABD5, 0x3E808619, 0x3DEC946D, 0xBDA4508B, 0x3DA8D915], [0xBDE5954D, 0x3D611468, 0xBD043128, 0xBDB3FD27, 0x3E1B4177, 0x3D3B538A, 0x3E0D65D0, 0x3DBCF7B1], [0xBD774ABD, 0x3D4546CE, 0xBE29B9F7, 0xBDB56A1C, 0x3E4BB865, 0xBEA75B9B, 0xBEB35574, 0xBE4F910A], [0x3CDCB8E7, 0x3E8676D9, 0xBEA2EC7C, 0x3B82FBB6, 0x3EB4DF42, 0x3E8B9734, 0x3DBD2CA9, 0x3D40C884], [0xBE83D6CF, 0x3DCCE567, 0xBE4262B2, 0xBE033677, 0xBD5C22F3, 0x3E2B793B, 0xBE702207, 0x3E1552A2], [0xBE771F9E, 0xBE8C17C0, 0xBE2BA90A, 0xBC38DAC4, 0xBEA59F70, 0x3E0B8AD9, 0xBCE60D6C, 0xBEA7E72D], [0x3E29B192, 0xBD1C1054, 0xBE65AC0D, 0x3E87BDB9, 0x3E9CEF5D, 0xBE8AABC2, 0x3D6A8A8F, 0x3E9A6C28], [0xBE9C670E, 0xBCA1F277, 0x3EA48BAA, 0x3E0B7706, 0x3E83133D, 0x3D95E671, 0xBE956C7B, 0xBE9DD276], [0xBDFACD35, 0xBE4808D7, 0xBEA419C1, 0x3EAFDC2B, 0xBE4D9BFA, 0xBE8D2813, 0xBD1F136E, 0xBE2C9972], [0xBE88C4F9, 0x3D389F3D, 0x3EAF93CB, 0x3E35F75E, 0xBE8D0E6B, 0xBE469E8C, 0x3E30DB95, 0x3AD06E47], [0xBD05849D, 0xBE710DA6, 0x3E38E58A, 0xBC10DFC0, 0xBE7EFAB7, 0xBE26BBB7, 0xBE98B79B, 0x3D89D89B], [0xBDC99A93, 0x3E1B26FC, 0x3E9DD6FA, 0x3E6A5619, 0x3DAA9DC9, 0xBD5542C9, 0x3E72D3CD, 0x3E9555D4]]> : tensor<16x8xf32>
    %a6 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a7 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a8 = stablehlo.constant dense<[[0xBE852286, 0x3E4F9E4D, 0xBCB88F76, 0xBE3062D2, 0xBE76F736, 0xBD8FB34C, 0x3EA1BB2C, 0xBEA39592], [0x3E672B23, 0x3D876928, 0xBE4FC2CB, 0xBE1FA739, 0x3D611D83, 0x3E0A4E5C, 0x3D88809F, 0x3E88309A], [0x3BE9DE06, 0xBE41147F, 0xBE96F3A9, 0x3EA0FDF6, 0x3E9ABC2D, 0x3E6FD708, 0x3EA1254D, 0xBD9109E9], [0xBE8D2C99, 0x3D89EFC9, 0x3DD72B76, 0xBE1DCC3F, 0xBE7BA2DA, 0xBE295A10, 0x3E195612, 0xBDEDC503], [0xBE7E4651, 0xBC2C12CF, 0x3EB0E1BE, 0xBDC435F3, 0x3D249B7F, 0xBC94B208, 0x3E1C10DC, 0xBE2E2526], [0x3C904885, 0x3EA97971, 0x3EA4E530, 0xBE6DFF8C, 0xBEAC81AF, 0x3D98AA4D, 0xBE09FC8F, 0xBE83CDC2], [0xBEA55470, 0x3E653B71, 0xBEB41885, 0x3E86044C, 0x3E8810C1, 0xBD3B54F4, 0xBE642F7E, 0x3E8CAADC], [0xBD224E7A, 0x3E6468D3, 0xBE30BB71, 0x3E2FA4E6, 0xBEAE3A70, 0xBD591062, 0xBEA316B9, 0x3E30402C]]> : tensor<8x8xf32>
    %a9 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<24xf32>
    %a10 = stablehlo.constant dense<[[0xBD8E4745, 0x3E0B9930, 0xBED29A48, 0xBE5A3D4D, 0xBE9408DD, 0xBE4C9D19, 0xBEC8DB0E, 0x3C1EC8DA], [0xBD33F8C4, 0x3E5392F9, 0xBEB662DE, 0xBC76FB37, 0xBE360853, 0xBEA084CF, 0xBE85A698, 0x3E8044FD], [0x3EAA2312, 0xBEB10962, 0x3EB6AD18, 0x3E0CEF52, 0x3E9E8C30, 0x3E845310, 0xBE624E29, 0x3EA82413], [0xBDECA95A, 0x3EAD517A, 0x3C3C509A, 0xBE0D8525, 0x3E7EC15B, 0xBCF2CA1A, 0x3CE01C57, 0x3D829B90], [0x3E90D73B, 0x3EA09BA7, 0x3E581B38, 0x3E0753C0, 0x3E0A133B, 0xBE2071D7, 0x3E762BDE, 0x3E22CB63], [0x3D26F7D2, 0x3CC00E36, 0x3E45D80F, 0x3DFCEB2C, 0x3EDA7E1B, 0xBECDF341, 0xBE2B9FCF, 0x3DD93B6A], [0x3E933A71, 0x3D92F34E, 0x3D15694F, 0xBE9C679A, 0x3DF09388, 0xBE636B3C, 0x3E1A89D0, 0x3ED68AC1], [0x3D03592B, 0x3D37EFE9, 0x3DA1A89F, 0x3D30734A, 0x3E7FD81B, 0xBED5DC6D, 0x3EA569D2, 0xBEBFE4E2], [0x3DB45128, 0x3E364C9B, 0xBECB584D, 0x3E5D0B16, 0xBDC3A29A, 0x3CE8B53D, 0x3DFF08F3, 0xBEB7539A], [0xBEDACAF8, 0x3E0C4085, 0x3E0C893A, 0x3E719642, 0x3E37A684, 0x3E265E2B, 0x3EAE1C7B, 0x3C0446E4], [0x3D2C9681, 0xBE2674EE, 0x3EA8EE5A, 0xBD3820BC, 0xBE3A1B93, 0xBE8076A8, 0xBE02C0BF, 0xBE3BE7C2], [0xBED9C7DC, 0x3EDAB606, 0x3E22D447, 0xBEC6B443, 0x3DCBDBD4, 0xBEAB1E90, 0x3E9E6D1B, 0x3ED712DD], [0x3ECBDCBA, 0xBE96A368, 0xBDD2A70D, 0xBDB28FD3, 0xBE8073B7, 0xBED5B06C, 0xBED2D5AA, 0xBE1999C3], [0x3E20EE74, 0xBE5BFEBE, 0xBE677321, 0x3E949F7C, 0x3ED3D38C, 0xBE34BEB9, 0xBE2EFF32, 0x3EA86547], [0xBCB82269, 0xBE67E16A, 0x3C8D9DFD, 0x3D9946B1, 0xBE70B108, 0x3DCB3AB1, 0xBEB984B4, 0xBE6DEDEC], [0x3E61EA65, 0x3EB9E673, 0xBE93FD3A, 0xBE8DE85C, 0xBE588BA0, 0x3C4450C1, 0xBD32F7AA, 0xBD681B5B], [0x3E16A3DA, 0x3E9EA389, 0x3D3CDF71, 0xBE2F68EB, 0xBEC6E735, 0x3D964618, 0xBE3E8F5C, 0xBE996411], [0xBDC2AC8A, 0x3E9F59A9, 0xBEA3F7BB, 0xBE783A8C, 0x3E8B99F4, 0xBEC4972C, 0x3EBC221D, 0x3E3A6F33], [0x3E36E84A, 0xBDE072D6, 0xBE7F385A, 0xBE8DA302, 0xBE80DBC8, 0x3DDD9765, 0xBED92FEA, 0x3EB05516], [0x3E98551A, 0x3E09A9E0, 0xBE9C355D, 0xBEABFA4A, 0xBE95B4A8, 0xBE9E54FB, 0xBD134D21, 0xBD9EAB00], [0x3E212B58, 0x3D0BCCE1, 0xBE020092, 0xBD324544, 0x3E4ADC3E, 0xBEDC9FE0, 0xBE81ADA4, 0x3EBBD64A], [0xBDE98D72, 0xBE6DBFB2, 0xBEC5348B, 0x3EC52FFE, 0x3D919637, 0x3ED93C3F, 0xBED3001F, 0xBEB85FB6], [0xBCBA22AA, 0x3EA65335, 0xBBF2925A, 0x3CD90960, 0x3E7824C0, 0xBE9B1EF2, 0xBEDA4359, 0xBE7240E4], [0x3CBB92D6, 0xBE8E337B, 0x3E9A48AF, 0xBE81C618, 0x3D927D7F, 0x3ED7A1D7, 0xBDBFF84A, 0x3EB89859]]> : tensor<24x8xf32>
    %a11 = stablehlo.constant dense<[[[0x3F6F8CCF, 0x3EAEB919, 0xBF33A21F, 0xBEB00D6D, 0x40086115, 0x3EE47078, 0xBD0DB07E, 0xBFF042D9], [0x3ECCBD1D, 0x3F9243B6, 0x3F81F578, 0xBF902C76, 0x3DACD83C, 0xBF2409AA, 0x3D1C2A48, 0x3F6B0696], [0x3EFFBD8F, 0x3FFBE2F4, 0xBC9E4765, 0xBDC4FB40, 0xBEA91553, 0x3F2097A6, 0xBD826C98, 0x3F7ECE82], [0x3F39F3C3, 0xBFEAB1A9, 0x3EE4EA6A, 0x3F0196B3, 0x3EB1E2B0, 0xBD812985, 0xBFB2081E, 0xBF991D2A], [0xBDA57055, 0x3EA3AD07, 0xBFF73524, 0x3FB9B7D6, 0xBF0B7543, 0xBEB539DE, 0xBD2308B0, 0x3FF64E30]], [[0x3EB0DADD, 0x3F010C96, 0xBEBC1D29, 0xBEBF84DA, 0x400E37BB, 0xBF71F265, 0x3F7D0528, 0xBF5DBAD9], [0x3F4F93B3, 0x3F7B3658, 0x3F9B3EB6, 0x3AE4731F, 0xBB020BC6, 0xBED60582, 0xBFC1946C, 0xBF1783CE], [0xBD80EF4E, 0xBFC30DED, 0xC00F7389, 0x3DB308EA, 0xBF367BC5, 0x3F68C718, 0xBF8A948F, 0x3FAF0DAA], [0xBE2FA2BE, 0xBEE7E7DE, 0x3FB672D4, 0x3EAFEFE1, 0xBFD9F8D9, 0x3DD42037, 0x3F508EE8, 0x3F80A61F], [0xBF3D4FE5, 0xBFBB3CF8, 0xBF001DBB, 0x3FB89535, 0x3ECC49AC, 0x3F080862, 0x3E265D61, 0x3EBBB174]]]> : tensor<2x5x8xf32>
    %a12 = stablehlo.constant dense<[[false, false, false, false, false], [false, false, false, true, true]]> : tensor<2x5xi1>
    %a13 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a14 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a15 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %r:1 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<24x8xf32>, tensor<2x5x8xf32>, tensor<2x5xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x5x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0x3F8ECDB9, 0x3E4EF795, 0xBF5C7DCF, 0xBEFA839E, 0x3FDAF26D, 0x3E63F5E6, 0xBE853A01, 0xBFD1EF87], [0x3E8DA4BD, 0x3FA0AFD0, 0x3F83FC5F, 0xBFFB785D, 0xBE0E56FB, 0xBF7579BB, 0xBE33671F, 0x3F2CAF3E], [0x3E868C91, 0x40059BED, 0xBEDD8B18, 0xBF84B882, 0xBF942ABD, 0x3E294A4B, 0xBF20F2CE, 0x3F3D764C], [0x3FA3B996, 0xBF8E03EA, 0x3F552848, 0x3F2424D5, 0x3F6D5D09, 0xBD8D3A8B, 0xBFB0FB88, 0xBF8F3B91], [0xBE4D27C7, 0x3ED178FA, 0xBFEAA4A5, 0x3F9187DD, 0xBEDEF4D9, 0xBE8323F5, 0xBEE9D2AF, 0x3FD15E63]], [[0x3E6C5D2F, 0x3F048719, 0xBF2197F9, 0xBF549F90, 0x3FFC163B, 0xBF8CD880, 0x3F48EE54, 0xBF70D0A8], [0x3F6D1020, 0x3FAC8610, 0x3FA7046F, 0xBF138AC3, 0xBC6F92F8, 0xBF34D31D, 0xBFB96870, 0xBF553813], [0x3ED35C31, 0xBF834F89, 0xBFCE3629, 0x3ED5A411, 0xBDB0BA2D, 0x3F85F130, 0xBF3480A1, 0x3FC6A066], [0xBEF419FC, 0xBE1AB725, 0x3FF10576, 0xBF2BA856, 0xBFDBCF30, 0xBDD8D5B7, 0x3F0095CD, 0x3F3C7B78], [0xBF2C661D, 0xBFCBD5EA, 0xBF0B1D84, 0x3FDE6A4F, 0x3F6D7014, 0x3F33255D, 0xBF16576B, 0x3D01CCF7]]]> : tensor<2x5x8xf32> {tolerance = 5.0e-04 : f64}
    func.return
  }
}
