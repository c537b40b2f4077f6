// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.22 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3x5xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x5xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3x2x3x3xf32>, %arg5: tensor<1x2x5x5xf32>) -> (tensor<3x3xf32>, tensor<1x3x3x3xf32>) {
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
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FF16515, 0x3F22E4EF, 0xC0030973, 0xBFCAA2AF, 0xBFC16D86], [0x3F15C1C3, 0x3F82AF14, 0xBF6DB7C8, 0xC0088C89, 0xBDEDCED7], [0xBFA103A4, 0x3E95B729, 0x3F226B9A, 0x3EE40E85, 0xBFDB4041]]> : tensor<3x5xf32>
    %a1 = stablehlo.constant dense<[0x3EA7F38C, 0x3E830AF4, 0xBE4D849C, 0xBE9E3EE1]> : tensor<4xf32>
    %a2 = stablehlo.constant dense<[[0x3E758F87, 0x3D3EB9F1, 0xBE80527E, 0x3EC0A30C, 0xBD542A6D], [0xBE35D970, 0xBCF6DB15, 0xBE1A57DA, 0x3EBB9CAE, 0x3E19B05F], [0x3EDFC295, 0xBE5DFA66, 0x3EC35D36, 0xBEBA074F, 0x3E9F69C3], [0x3EC0B6D0, 0xBE97D3D6, 0xBE883AEE, 0x3E8191A8, 0xBD5CC017]]> : tensor<4x5xf32>
    %a3 = stablehlo.constant dense<[0x3D0EF1B0, 0x3E5C193F, 0xBE5D2A2E]> : tensor<3xf32>
    %a4 = stablehlo.constant dense<[[[[0xBDE83B1F, 0xBE231E62, 0xBAC22068], [0xBDD886A2, 0x3E55A8AB, 0x3E232C5F], [0x3E678987, 0xBE07806B, 0x3D8B0628]], [[0xBDB10215, 0x3E0AE461, 0x3E5DFB40], [0x3DD655FC, 0x3DBEFCEE, 0xBE469ACC], [0x3E5CD880, 0x3E2D974C, 0xBE37F744]]], [[[0x3DCF3B1D, 0x3E40D992, 0x3E035BB3], [0x3CD36178, 0x3E117778, 0x3E693908], [0xBE4E61FD, 0x3E37F2E0, 0xBD0E490B]], [[0x3DB4145F, 0xBE621098, 0x3E439BE3], [0xBE11CC18, 0xBE3E2669, 0x3E5B67D2], [0x3DA2A163, 0xBE6407C3, 0x3C4DA70C]]], [[[0xBD413E57, 0xBD7E4BBA, 0x3D4846DF], [0xBDD92126, 0xBE185F93, 0x3D2794CA], [0xBE2620F2, 0xBD840411, 0xBDDEE8E3]], [[0xBDFED6FF, 0xBDA7E8EB, 0x3E05F18A], [0x3E104A38, 0x3E4A254B, 0xBCC188E9], [0xBD9FD6F5, 0xBE321440, 0xBE331592]]]]> : tensor<3x2x3x3xf32>
    %a5 = stablehlo.constant dense<[[[[0x3FD945F7, 0x3FA99718, 0x3E58AEF1, 0xBF1AF25B, 0xBF6C3AEB], [0x3F09685C, 0x3E40AD3F, 0xBF3F09AB, 0x3F03C59A, 0x3EC946E2], [0xBF0C2BC5, 0xBEFC83F9, 0x3FD809E5, 0x3F3D7B9C, 0x3F93899A], [0xBE8A51F0, 0xBD6EFAEC, 0xBE3AD970, 0xBE3A5D02, 0xBEF79887], [0x3EE96E28, 0x3F68FF2A, 0x3E479968, 0x3F44E02C, 0xBEF711DE]], [[0x40151C95, 0xBF1BF9A4, 0x3E890BAE, 0x3FEC58FA, 0x3EE8D9DD], [0xBF0F70D8, 0xBE47323B, 0x3FB54865, 0xBE87483C, 0xBFC4315D], [0xBEFA430C, 0x3FBD6EEE, 0x3FE2E634, 0x3F83DFA3, 0x3FDD6B3B], [0xBF508C90, 0xBEE56C5A, 0x3E7F2F6A, 0xBF8DFE3B, 0x3F18B14A], [0xBD74F5AE, 0xBC891572, 0xBCB94A24, 0xBE083BBA, 0xBF8EDD5C]]]]> : tensor<1x2x5x5xf32>
    %r:2 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5) : (tensor<3x5xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<3xf32>, tensor<3x2x3x3xf32>, tensor<1x2x5x5xf32>) -> (tensor<3x3xf32>, tensor<1x3x3x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F569098, 0xBF64E17B, 0xBF8E9C7C], [0x3E462520, 0x3F2AB905, 0xBE854728], [0x408B36CC, 0x40548B7F, 0xBFA1F7C0]]> : tensor<3x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[[0xBF99921A, 0x3F0F7A29, 0x3FDB3361], [0xBDF7BC2E, 0x3F88E324, 0xBF23A802], [0x3F18B11B, 0x3F093672, 0xBDF742B2]], [[0x3F75F9E4, 0x3EC6AC0F, 0xBF71ED43], [0x3F84AC9C, 0xBE872A04, 0x3F4F69FB], [0x3F02EA15, 0x3D522481, 0x3F9C04C9]], [[0xBFB73B18, 0xBEBCB42A, 0xBF9C9C5B], [0x3F075A06, 0x3E9FF2C4, 0xBE5C3B74], [0xBE68B1CE, 0xBF221FFF, 0xBEB010A5]]]]> : tensor<1x3x3x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
