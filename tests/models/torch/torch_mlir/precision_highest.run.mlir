// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("torch/nn/modules/linear.py":134:0)
#loc2 = loc("export_torch.py":367:0)
#loc4 = loc(callsite(#loc1 at #loc2))
module {
  func.func private @model(%arg0: tensor<3x5xf32> loc(callsite(#loc1 at #loc2)), %arg1: tensor<1x2x5x5xf32> loc(callsite(#loc1 at #loc2))) -> (tensor<3x3xf32>, tensor<1x3x3x3xf32>) {
    %cst = stablehlo.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32> loc(#loc5)
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_3_2_3_3_torch.float32> : tensor<3x2x3x3xf32> loc(#loc5)
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc4)
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32> loc(#loc4)
    %cst_3 = arith.constant dense<1> : tensor<1xi64> loc(#loc)
    %0 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32> loc(#loc4)
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32> loc(#loc4)
    %2 = stablehlo.convert %cst_3 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc4)
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32> loc(#loc4)
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x4xf32> loc(#loc4)
    %5 = stablehlo.multiply %1, %4 : tensor<3x4xf32> loc(#loc4)
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32> loc(#loc4)
    %7 = stablehlo.multiply %6, %cst_1 : tensor<4xf32> loc(#loc4)
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32> loc(#loc4)
    %9 = stablehlo.add %5, %8 : tensor<3x4xf32> loc(#loc4)
    %10 = stablehlo.slice %arg0 [0:3, 0:4] : (tensor<3x5xf32>) -> tensor<3x4xf32> loc(#loc2)
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32> loc(#loc2)
    %12 = stablehlo.dot_general %9, %11, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32> loc(#loc2)
    %13 = stablehlo.convolution(%arg1, %cst_0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32> loc(#loc5)
    %14 = stablehlo.reshape %cst : (tensor<3xf32>) -> tensor<3x1x1xf32> loc(#loc5)
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<3x1x1xf32>) -> tensor<1x3x3x3xf32> loc(#loc5)
    %16 = stablehlo.add %13, %15 : tensor<1x3x3x3xf32> loc(#loc5)
    return %12, %16 : tensor<3x3xf32>, tensor<1x3x3x3xf32> loc(#loc5)
  } loc(#loc4)
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FF16515, 0x3F22E4EF, 0xC0030973, 0xBFCAA2AF, 0xBFC16D86], [0x3F15C1C3, 0x3F82AF14, 0xBF6DB7C8, 0xC0088C89, 0xBDEDCED7], [0xBFA103A4, 0x3E95B729, 0x3F226B9A, 0x3EE40E85, 0xBFDB4041]]> : tensor<3x5xf32>
    %a1 = stablehlo.constant dense<[[[[0x3FD945F7, 0x3FA99718, 0x3E58AEF1, 0xBF1AF25B, 0xBF6C3AEB], [0x3F09685C, 0x3E40AD3F, 0xBF3F09AB, 0x3F03C59A, 0x3EC946E2], [0xBF0C2BC5, 0xBEFC83F9, 0x3FD809E5, 0x3F3D7B9C, 0x3F93899A], [0xBE8A51F0, 0xBD6EFAEC, 0xBE3AD970, 0xBE3A5D02, 0xBEF79887], [0x3EE96E28, 0x3F68FF2A, 0x3E479968, 0x3F44E02C, 0xBEF711DE]], [[0x40151C95, 0xBF1BF9A4, 0x3E890BAE, 0x3FEC58FA, 0x3EE8D9DD], [0xBF0F70D8, 0xBE47323B, 0x3FB54865, 0xBE87483C, 0xBFC4315D], [0xBEFA430C, 0x3FBD6EEE, 0x3FE2E634, 0x3F83DFA3, 0x3FDD6B3B], [0xBF508C90, 0xBEE56C5A, 0x3E7F2F6A, 0xBF8DFE3B, 0x3F18B14A], [0xBD74F5AE, 0xBC891572, 0xBCB94A24, 0xBE083BBA, 0xBF8EDD5C]]]]> : tensor<1x2x5x5xf32>
    %r:2 = func.call @model(%a0, %a1) : (tensor<3x5xf32>, tensor<1x2x5x5xf32>) -> (tensor<3x3xf32>, tensor<1x3x3x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F569098, 0xBF64E17B, 0xBF8E9C7C], [0x3E462520, 0x3F2AB905, 0xBE854728], [0x408B36CC, 0x40548B7F, 0xBFA1F7C0]]> : tensor<3x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[[0xBF99921A, 0x3F0F7A29, 0x3FDB3361], [0xBDF7BC2E, 0x3F88E324, 0xBF23A802], [0x3F18B11B, 0x3F093672, 0xBDF742B2]], [[0x3F75F9E4, 0x3EC6AC0F, 0xBF71ED43], [0x3F84AC9C, 0xBE872A04, 0x3F4F69FB], [0x3F02EA15, 0x3D522481, 0x3F9C04C9]], [[0xBFB73B18, 0xBEBCB42A, 0xBF9C9C5B], [0x3F075A06, 0x3E9FF2C4, 0xBE5C3B74], [0xBE68B1CE, 0xBF221FFF, 0xBEB010A5]]]]> : tensor<1x3x3x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("torch/nn/modules/conv.py":548:0)
#loc5 = loc(callsite(#loc3 at #loc2))

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x04000000B0F10E3D3F195C3E2E2A5DBE",
      torch_tensor_3_2_3_3_torch.float32: "0x040000001F3BE8BD621E23BE6820C2BAA286D8BDABA8553E5F2C233E8789673E6B8007BE28068B3D1502B1BD61E40A3E40FB5D3EFC55D63DEEFCBE3DCC9A46BE80D85C3E4C972D3E44F737BE1D3BCF3D92D9403EB35B033E7861D33C7877113E0839693EFD614EBEE0F2373E0B490EBD5F14B43D981062BEE39B433E18CC11BE69263EBED2675B3E63A1A23DC30764BE0CA74D3C573E41BDBA4B7EBDDF46483D2621D9BD935F18BECA94273DF22026BE110484BDE3E8DEBDFFD6FEBDEBE8A7BD8AF1053E384A103E4B254A3EE988C1BCF5D69FBD401432BE921533BE",
      torch_tensor_4_torch.float32: "0x040000008CF3A73EF40A833E9C844DBEE13E9EBE",
      torch_tensor_4_5_torch.float32: "0x04000000878F753EF1B93E3D7E5280BE0CA3C03E6D2A54BD70D935BE15DBF6BCDA571ABEAE9CBB3E5FB0193E95C2DF3E66FA5DBE365DC33E4F07BABEC3699F3ED0B6C03ED6D397BEEE3A88BEA891813E17C05CBD"
    }
  }
#-}
