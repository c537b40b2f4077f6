// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("torch/nn/modules/conv.py":548:0)
#loc2 = loc("export_torch.py":89:0)
#loc7 = loc("torch/nn/modules/pooling.py":226:0)
#loc10 = loc(callsite(#loc1 at #loc2))
#loc15 = loc(callsite(#loc7 at #loc2))
module {
  func.func private @model(%arg0: tensor<2x3x8x8xf32> loc(callsite(#loc1 at #loc2))) -> tensor<2x5xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_5_torch.float32> : tensor<5xf32> loc(#loc11)
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_5_6_torch.float32> : tensor<5x6xf32> loc(#loc11)
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_6_torch.float32_3> : tensor<6xf32> loc(#loc12)
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_6_torch.float32_2> : tensor<6xf32> loc(#loc12)
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_6_torch.float32_1> : tensor<6xf32> loc(#loc12)
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32> loc(#loc12)
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_6_4_3_3_torch.float32> : tensor<6x4x3x3xf32> loc(#loc13)
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_4> : tensor<4xf32> loc(#loc14)
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_3> : tensor<4xf32> loc(#loc14)
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_2> : tensor<4xf32> loc(#loc14)
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_1> : tensor<4xf32> loc(#loc14)
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_4_3_3_3_torch.float32> : tensor<4x3x3x3xf32> loc(#loc10)
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc10)
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32> loc(#loc14)
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32> loc(#loc2)
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc15)
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<6xf32> loc(#loc12)
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x6x4x4xf32> loc(#loc6)
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc16)
    %cst_18 = arith.constant dense<1.000000e-05> : tensor<1xf64> loc(#loc)
    %cst_19 = arith.constant dense<1> : tensor<1xi64> loc(#loc)
    %cst_20 = arith.constant dense<16> : tensor<1xi64> loc(#loc16)
    %0 = stablehlo.convolution(%arg0, %cst_10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32> loc(#loc10)
    %1 = stablehlo.reshape %cst_11 : (tensor<4xf32>) -> tensor<4x1x1xf32> loc(#loc10)
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32> loc(#loc10)
    %3 = stablehlo.add %0, %2 : tensor<2x4x8x8xf32> loc(#loc10)
    %4 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xf32> loc(#loc14)
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32> loc(#loc14)
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4xf32> loc(#loc14)
    %7 = stablehlo.add %6, %cst_8 : tensor<4xf32> loc(#loc14)
    %8 = stablehlo.sqrt %7 : tensor<4xf32> loc(#loc14)
    %9 = stablehlo.divide %cst_12, %8 : tensor<4xf32> loc(#loc14)
    %10 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc14)
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32> loc(#loc14)
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32> loc(#loc14)
    %13 = stablehlo.multiply %9, %12 : tensor<4xf32> loc(#loc14)
    %14 = stablehlo.reshape %cst_9 : (tensor<4xf32>) -> tensor<4x1xf32> loc(#loc14)
    %15 = stablehlo.reshape %14 : (tensor<4x1xf32>) -> tensor<4x1x1xf32> loc(#loc14)
    %16 = stablehlo.reshape %13 : (tensor<4xf32>) -> tensor<4x1xf32> loc(#loc14)
    %17 = stablehlo.reshape %16 : (tensor<4x1xf32>) -> tensor<4x1x1xf32> loc(#loc14)
    %18 = stablehlo.broadcast_in_dim %15, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32> loc(#loc14)
    %19 = stablehlo.subtract %3, %18 : tensor<2x4x8x8xf32> loc(#loc14)
    %20 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32> loc(#loc14)
    %21 = stablehlo.multiply %19, %20 : tensor<2x4x8x8xf32> loc(#loc14)
    %22 = stablehlo.reshape %cst_7 : (tensor<4xf32>) -> tensor<4x1xf32> loc(#loc14)
    %23 = stablehlo.reshape %22 : (tensor<4x1xf32>) -> tensor<4x1x1xf32> loc(#loc14)
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32> loc(#loc14)
    %25 = stablehlo.multiply %21, %24 : tensor<2x4x8x8xf32> loc(#loc14)
    %26 = stablehlo.reshape %cst_6 : (tensor<4xf32>) -> tensor<4x1xf32> loc(#loc14)
    %27 = stablehlo.reshape %26 : (tensor<4x1xf32>) -> tensor<4x1x1xf32> loc(#loc14)
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32> loc(#loc14)
    %29 = stablehlo.add %25, %28 : tensor<2x4x8x8xf32> loc(#loc14)
    %30 = stablehlo.maximum %29, %cst_13 : tensor<2x4x8x8xf32> loc(#loc2)
    %31 = "stablehlo.reduce_window"(%30, %cst_14) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32> loc(callsite(#loc7 at #loc2)), %arg2: tensor<f32> loc(callsite(#loc7 at #loc2))):
      %71 = stablehlo.maximum %arg1, %arg2 : tensor<f32> loc(#loc15)
      stablehlo.return %71 : tensor<f32> loc(#loc15)
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32> loc(#loc15)
    %32 = stablehlo.convolution(%31, %cst_5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x4xf32>, tensor<6x4x3x3xf32>) -> tensor<2x6x4x4xf32> loc(#loc13)
    %33 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<6xf32> loc(#loc12)
    %34 = stablehlo.add %33, %cst_3 : tensor<6xf32> loc(#loc12)
    %35 = stablehlo.sqrt %34 : tensor<6xf32> loc(#loc12)
    %36 = stablehlo.divide %cst_15, %35 : tensor<6xf32> loc(#loc12)
    %37 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<6xf32> loc(#loc12)
    %38 = stablehlo.multiply %36, %37 : tensor<6xf32> loc(#loc12)
    %39 = stablehlo.reshape %cst_4 : (tensor<6xf32>) -> tensor<6x1xf32> loc(#loc12)
    %40 = stablehlo.reshape %39 : (tensor<6x1xf32>) -> tensor<6x1x1xf32> loc(#loc12)
    %41 = stablehlo.reshape %38 : (tensor<6xf32>) -> tensor<6x1xf32> loc(#loc12)
    %42 = stablehlo.reshape %41 : (tensor<6x1xf32>) -> tensor<6x1x1xf32> loc(#loc12)
    %43 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3] : (tensor<6x1x1xf32>) -> tensor<2x6x4x4xf32> loc(#loc12)
    %44 = stablehlo.subtract %32, %43 : tensor<2x6x4x4xf32> loc(#loc12)
    %45 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<6x1x1xf32>) -> tensor<2x6x4x4xf32> loc(#loc12)
    %46 = stablehlo.multiply %44, %45 : tensor<2x6x4x4xf32> loc(#loc12)
    %47 = stablehlo.reshape %cst_2 : (tensor<6xf32>) -> tensor<6x1xf32> loc(#loc12)
    %48 = stablehlo.reshape %47 : (tensor<6x1xf32>) -> tensor<6x1x1xf32> loc(#loc12)
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<6x1x1xf32>) -> tensor<2x6x4x4xf32> loc(#loc12)
    %50 = stablehlo.multiply %46, %49 : tensor<2x6x4x4xf32> loc(#loc12)
    %51 = stablehlo.reshape %cst_1 : (tensor<6xf32>) -> tensor<6x1xf32> loc(#loc12)
    %52 = stablehlo.reshape %51 : (tensor<6x1xf32>) -> tensor<6x1x1xf32> loc(#loc12)
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 2, 3] : (tensor<6x1x1xf32>) -> tensor<2x6x4x4xf32> loc(#loc12)
    %54 = stablehlo.add %50, %53 : tensor<2x6x4x4xf32> loc(#loc12)
    %55 = stablehlo.maximum %54, %cst_16 : tensor<2x6x4x4xf32> loc(#loc6)
    %56 = stablehlo.reduce(%55 init: %cst_17) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x6x4x4xf32>, tensor<f32>) -> tensor<2x6xf32> loc(#loc16)
    %57 = stablehlo.reshape %56 : (tensor<2x6xf32>) -> tensor<2x6x1x1xf32> loc(#loc16)
    %58 = stablehlo.convert %cst_20 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc16)
    %59 = stablehlo.reshape %58 : (tensor<1xf32>) -> tensor<f32> loc(#loc16)
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<2x6x1x1xf32> loc(#loc16)
    %61 = stablehlo.divide %57, %60 : tensor<2x6x1x1xf32> loc(#loc16)
    %62 = stablehlo.reshape %61 : (tensor<2x6x1x1xf32>) -> tensor<2x6xf32> loc(#loc9)
    %63 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<5x6xf32>) -> tensor<6x5xf32> loc(#loc11)
    %64 = stablehlo.dot_general %62, %63, contracting_dims = [1] x [0] : (tensor<2x6xf32>, tensor<6x5xf32>) -> tensor<2x5xf32> loc(#loc11)
    %65 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x5xf32> loc(#loc11)
    %66 = stablehlo.multiply %64, %65 : tensor<2x5xf32> loc(#loc11)
    %67 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<5xf32> loc(#loc11)
    %68 = stablehlo.multiply %67, %cst : tensor<5xf32> loc(#loc11)
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32> loc(#loc11)
    %70 = stablehlo.add %66, %69 : tensor<2x5xf32> loc(#loc11)
    return %70 : tensor<2x5xf32> loc(#loc11)
  } loc(#loc10)
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[[0xBF2C90A4, 0xBE136AB7, 0x3F5B762C, 0x3E99CD1F, 0xBF0D39A4, 0xC02B7D2B, 0x3F76E761, 0x3F469F60], [0xBF05BDEA, 0x3ECB7C81, 0x3FEA12B3, 0x3F29F5FA, 0x3F818B1C, 0x3F19E292, 0xBFEEDE65, 0x3E6CCE58], [0xBFB12859, 0x3FB44E4E, 0x3F1009F9, 0xBE80E199, 0xBF26BB11, 0x3F64B0E8, 0x3EC73569, 0x3D0C9BDD], [0x3F0E469D, 0x3EF28863, 0x3EF085F1, 0x3F3109A5, 0x3ECB14E4, 0xBF1405CE, 0xBF03E5B4, 0x3F1C36B7], [0x3F905E90, 0xBE815865, 0xBF17A02F, 0x3F586760, 0x3F34C207, 0xBE6FBECB, 0xBFAF0893, 0xBFB34D61], [0xBED2517A, 0x3F9D7982, 0xBF557150, 0x3FE56CDB, 0x3FDBD978, 0x3DBC50EB, 0xBEC79227, 0xBFBE5712], [0x3ED89AC6, 0x3F12A903, 0xBF49BF11, 0xBE537C95, 0x3ECBCAE5, 0x3F11355B, 0x3FD57313, 0x3F427412], [0xBF492E40, 0x3E88D4AA, 0x3F192014, 0xBFB7675B, 0x3F9684B2, 0xBEBE5D34, 0x3FBABCA9, 0xC002122A]], [[0x3F98F289, 0x3FC5BF4E, 0x3FB87FED, 0xBE94C41B, 0x3EEDB244, 0x3FB285B0, 0xBF2741BE, 0x3FD7320F], [0x3F8532F6, 0x3F384A2C, 0x3F85E68B, 0x3F76DACF, 0x3ECA6F80, 0xBEC15ADE, 0x3C0347A7, 0x3F0BE97E], [0xBFB860B1, 0x3F590E8A, 0xBE3477DB, 0x3FB1DD35, 0xBE8A2713, 0xBF3CFC93, 0x3F2C4B61, 0x3F0C658D], [0x3FE9AAD5, 0xBD3B3A1C, 0xBF425992, 0x3F7069B0, 0x3E46852E, 0x3F823A55, 0x3F39EBC0, 0xBF630EFB], [0x3FCEA039, 0xBF789EF4, 0xBF81E35E, 0x4011CEAB, 0xBF9D8DC9, 0xBF0B0609, 0xBF261248, 0xBF33439E], [0x3F79DAC6, 0x3F295B3F, 0x3F838DA6, 0x3F714955, 0xBF75C760, 0x3EB51D16, 0x3E18EEA0, 0xBD916F24], [0x3EA8B8EF, 0x3F672523, 0x3E442426, 0xBF84CB68, 0xBE72E538, 0xBF8B1CE5, 0x3F8C2AE3, 0xBF4924EA], [0xBF3DE679, 0x3F96B92F, 0xBF39AAF2, 0x3E3A604E, 0x3F9AFD1E, 0x3FDB81D4, 0xBF8456A2, 0xBF7D51A2]], [[0x3FB225ED, 0x3FA4C57D, 0x3EC4FFBE, 0x3FE39F27, 0x3EE4DA42, 0xBD02D948, 0xBE2B1521, 0x3E376C71], [0xBF22E9D6, 0xBE8648A3, 0x3F41F2C9, 0xBF2BDF60, 0x3F89E954, 0x3EB576D3, 0x3E98651F, 0xBFC97AD0], [0xBE9A0F2A, 0x3ED23208, 0xBFB1705E, 0x3E4F3B77, 0xBFE3C251, 0x3D9D25EF, 0x3F429723, 0x3ECA8161], [0xBEEEF6B1, 0xBF581D90, 0xBFBF42AF, 0x3EF9B205, 0xBD1282B8, 0xBE46C5AB, 0xBDD9AD02, 0x3FAD9390], [0x3FF5CF09, 0xBFAD5604, 0x3F7B70E6, 0xBF66AFD0, 0xBF90968E, 0xBDE84C03, 0xBDD251C3, 0x3F596208], [0xBE9FC0B6, 0x3F91BB56, 0x3E9C45DB, 0x3E1860CA, 0xBE843ABC, 0x3F03270E, 0xBF8E2C40, 0xBE103FA6], [0xBEE7BC36, 0xBEF095B0, 0xBEA926F1, 0x3ED9A3B8, 0x3DE2842B, 0xBF34EE88, 0x3F563761, 0xBE5AF066], [0xBE309F3E, 0x3F4C42AC, 0xBF5887FD, 0xBE98C37C, 0xBFC2BC55, 0x3F6A2B1F, 0xBEA5681C, 0x3EFA5EC3]]], [[[0x3FEE8047, 0xBFA995C2, 0x3E11B2E1, 0xBED45422, 0xBFD5F3E9, 0xBF0AB02E, 0x3FD1F12D, 0xBDD76107], [0xC022D876, 0xBFA5BFEF, 0xBF13C537, 0x3F744FBA, 0xBEE940EC, 0xBF8E73BD, 0x3F8E49A7, 0x3FE8CA61], [0xBE25FA9F, 0xBEF1F161, 0xBF1DEE39, 0x3FA16889, 0x4000E9F7, 0x3DF851B9, 0x3FDDDD29, 0x4000840C], [0xBDF23533, 0xBE46C803, 0x3F06BF22, 0x3F543520, 0xBEF95DF4, 0xBFAABF03, 0xBF5F47AA, 0x3F8F16CB], [0x403481EE, 0xBFFC9F28, 0xBEE352E4, 0x3D171810, 0xBD9E6E3F, 0x40619902, 0x3F8183C0, 0xBE2A0612], [0xBDAD3505, 0x3E662FE7, 0x3E749057, 0xBF8217DA, 0xBEF4A465, 0xBFA7C340, 0xBFBBCECA, 0x3FE0D6D8], [0xBE18C702, 0xBF50079F, 0x3F421772, 0x3F8230C6, 0xC02255DE, 0xBE0CA2C0, 0xC027DC4F, 0xC0266B15], [0x3F7AC211, 0x3F5EE96E, 0x3FD3C4DF, 0x3E7A7251, 0xBE9B8324, 0xC004A42D, 0x3F4CB6D1, 0x3E27166B]], [[0xBF63D61C, 0x3F1B4B9D, 0xBF251202, 0xBF2922F6, 0x3F8435C2, 0x3F0165C9, 0x3EC59CD2, 0xBFDD200B], [0xBE3F542D, 0x3F7C655D, 0xBF586C24, 0x3F68764C, 0xBFE36DE4, 0xBFB1985B, 0xBDD2E6D9, 0xBE65A867], [0x3F394F24, 0x3F7952BD, 0xBF6E5000, 0xBF7820BA, 0x3FC01D78, 0xBE81A605, 0xBF0B7049, 0xBE0623A6], [0xBF09A557, 0xC0043698, 0xBE968707, 0xBEBEDFA7, 0xBE0E4AEE, 0x3EB72117, 0x3E64419A, 0xBF78DD87], [0xBFE3E3F3, 0xBF697922, 0xBF2D8954, 0xBFEB4E2A, 0x3FC04D23, 0x3F95CF6C, 0x3F3A4ED6, 0x3E3E3119], [0x3F3BE6AE, 0x3F4D7096, 0x3E5E6B69, 0xBF5E943C, 0xBFCBEED8, 0xBE905C6A, 0xBF4153C9, 0xC0216F59], [0xBF3F90D3, 0xBEABC478, 0x3F2B8DFB, 0x3FA59FBF, 0xBF33FE33, 0x3F9F69E7, 0x3E74C7C3, 0x3DD59BCE], [0x3F2C7745, 0xBEABD3E6, 0xBF157906, 0xBF11D8D1, 0x3E17009E, 0x40108730, 0x3D0F7252, 0x3F01D306]], [[0xBF7B8485, 0xBFA77749, 0x3DF22F14, 0xBE3E0B0A, 0x3D31CC49, 0xBF994E1A, 0xBFA0E68A, 0xBF12D9B7], [0xBFB3BC4F, 0x3E80E6F0, 0x3F47793F, 0x3F3FC346, 0x3FBCB38E, 0xBEC80E97, 0x3BED1674, 0xBED1891A], [0xBFDEF2EF, 0x3E81E64C, 0xBF7BE8C3, 0x3EEB3474, 0x3F7F89B1, 0xBFB4B43B, 0x3E8F8072, 0x3F55497F], [0x3FA2F2F2, 0x3EEADC9D, 0x3F90F7B3, 0x3F8FFC5D, 0x3FA9B8F5, 0x3F06CE99, 0xBFA0D1C3, 0x3FD46C9B], [0xBF289509, 0xBF493C98, 0x3EFB7495, 0x3F351165, 0x3F4C05BC, 0xBE34CE10, 0x3F640EE8, 0x3F605F80], [0x3F58AA18, 0x3F808528, 0xBF87EEC2, 0x3EA32ADA, 0x3FB729DD, 0x3FE38C57, 0x3CE131BB, 0x3FC76D1E], [0xBEACF537, 0xBF6537CE, 0x3FC9BC54, 0xBDF1AE8A, 0xBCFDD228, 0x3FAD3AEF, 0x3E958B7A, 0x3F86EC55], [0xBDA5787C, 0xBF22C62E, 0xBE5C172A, 0x3EF2181D, 0x3D4E7CD3, 0xBF52D242, 0x3F220F15, 0x3FC11E26]]]]> : tensor<2x3x8x8xf32>
    %r:1 = func.call @model(%a0) : (tensor<2x3x8x8xf32>) -> (tensor<2x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3EF69F3E, 0x3C12BC90, 0xBEE420A0, 0xBDF07DEF, 0x3E400300], [0x3EE53A20, 0x3D12152C, 0xBED857F1, 0xBE1D472E, 0x3E2CF652]]> : tensor<2x5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("torch/nn/modules/linear.py":134:0)
#loc4 = loc("export_torch.py":92:0)
#loc5 = loc("torch/nn/modules/batchnorm.py":193:0)
#loc6 = loc("export_torch.py":90:0)
#loc8 = loc("torch/nn/modules/pooling.py":1500:0)
#loc9 = loc("export_torch.py":91:0)
#loc11 = loc(callsite(#loc3 at #loc4))
#loc12 = loc(callsite(#loc5 at #loc6))
#loc13 = loc(callsite(#loc1 at #loc6))
#loc14 = loc(callsite(#loc5 at #loc2))
#loc16 = loc(callsite(#loc8 at #loc9))

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.float32: "0x04000000F96BCC3E31CE483E9BA3A0BE7F88FBBDED790E3E",
      torch_tensor_5_6_torch.float32: "0x04000000E3C92B3E444716BE104A15BE5264943C3CCD04BE8BC0A63ED94ACEBDEB99ABBE7564863E38F6A83E4933923E2772C6BEF63BC93DC290BDBDFA3B953C8A28813C21128E3DA7B066BE2FB4B2BE41BD9EBED617033EA26187BE659F523C158A973E5A37C5BC89B5E7BDC8D82D3E916C8ABCF43F093E3264B83D",
      torch_tensor_6_torch.float32_3: "0x0400000047451CBD8D35E1BC908525BEA02349BDADDD023D6DE435BE",
      torch_tensor_6_torch.float32_2: "0x0400000056C63E3FC818233F3730BB3F2BC53B3FF499263F7E73AB3F",
      torch_tensor_6_torch.float32_1: "0x04000000319F593FEBA2793F55DF1D3FF02BA43FB73C263F02A9133F",
      torch_tensor_6_torch.float32: "0x0400000048408E3E4C43CBBE34BA013EACA1EBBEC254D1BE38A125BE",
      torch_tensor_6_4_3_3_torch.float32: "0x040000006BFF2A3D485027BEB6D6813D4EF209BE96C5223DE0C6E2BD6C9902BE00BD1CBBA8B3E13D56AA3A3CD019F0BD0ED3E83D2B0B8BBC80CE923BB69CDCBDF6A81D3D2B36163D80CB8D3C7BD6DDBDABFE04BEC0D8D5BCE0F6B33D2683D13DC0C2A03C480819BEE41D013E2B8CF13D00DF72BDDE9F213E56B123BC4B4D23BD8BE0DC3C1B802F3D60B105BE0C980BBEA6BC56BD8083DBBC98649F3DD798073E706C013DC6EBEC3D88AE26BE80D19CBB136ED53DDED003BE1B9612BDF09EF13DA6B83EBD5A9B14BEF86DD73D234AF53D2B3E7D3DDBE20D3D4A1816BE2BA0673C503663BD3BC5FFBDAF200CBE43FEAB3DA89B20BEA38E14BE9BE7033E36FF16BD86055EBD4E90F03D731C09BE36E51BBED0D8713D982418BE5723253E3BE8E43D2B9A993B5B71C4BD7093073D8BFBFD3CA3FDB63D2B6B04BE7B4B05BE161A15BCC030FCBDBB36833D80E6EABCFC3007BEC306AE3D00D63B3D4353D43D96D3C53CC042713D0695ABBD1B6567BDB643873DF6B8BB3DFB9D1DBD16938C3C9AE5143E989C083EB6F8233E7F821FBE608D253D00F44E3ABC880DBE9605153E5359E5BD8B4589BDA62972BD6B33F73CE06705BD76C5CF3C8B4FC43D4B740CBD4460043ED64F3A3D26E46E3D6B17DEBD6A4B073E7673AABCB02FDBBDC88BDCBD4020EDBC76071FBD38A1F03DC6CE57BDC81DA4BD4E10F1BD439A07BE1830C9BD560A8C3C281CE2BDEBA99ABC5BAF953D7B50D8BD80F39CBDA36BA1BD5FBA1CBEECC606BEBF451EBE501EC1BDF0C027BDCB72CF3D5B65443D5689143AEE2DAD3D605FB33CB623D0BCC07A3BBDD2621BBE46D42D3D4B8CDB3D97B9063EC0FC6E3CFE5F00BE965C5F3C8ECDE9BD5692F73D8043F6BC981AD5BD4CC616BE1895C33D96EDEEBD960A943C83E0813D9BA9EA3D78680DBEF411133E021E29BEB8808FBD2E568ABDD657DABD53D2963D1862253E561DB639FA991A3E27B818BE8076A0BDE0EE78BD267EB13D97150BBE3AB50C3EA0BB77BD6BC889BD6207143E334E9CBD2F4B243E5610683DD6CEF6BC8B6FF23D065BA23DCC9D02BE2B52C53B46B98DBDCC6419BEFB825BBDD323C33D269825BDEBF80D3DC420293E20391CBEA0CEA83CC0A10B3C63ECFE3D4060D53CEBCDD3BD13B417BE56D3FF3C6B9B7C3C1AC7033ECBFE9F3C7E73B43D005AAB3C8874C23D53DAEB3DD697EE3CEEFAEFBD1A73253EF06D5F3D0EA4C5BD",
      torch_tensor_4_torch.float32_4: "0x0400000093391D3E7BC6423EB88D47BE3A550BBD",
      torch_tensor_4_torch.float32_3: "0x0400000050F7B93F1EE1903FD8C31D3F7277B13F",
      torch_tensor_4_torch.float32_2: "0x04000000C927423F01763B3FB35E8D3F08FAB83F",
      torch_tensor_4_torch.float32_1: "0x04000000F0E91C3D20ADBCBDF0FC533DB016DC3D",
      torch_tensor_4_3_3_3_torch.float32: "0x0400000034E39EBDC7CA193E8222463D6929F63DDC65C7BDC0DB64BD63D405BE946B1F3E20154CBDCB13F43DEACC14BE17C9AE3D85D7303E5D50043E6BE6223E76AC0EBE97DAB53C7F559DBB51CB03BE22BA14BD561EBFBDF76B20BE3FE2243D9128F63D8996183EBA4DF5BDC0E404BEA1D9373E67DF043E31BC16BD82FEC0BDD9FFF83D04B51BBEAD24003E3730D73CF295FCBDE17FDD3BCC3BEB3D517F2D3E01FA2EBE81E5B2BD0F167A3D507200BE0A42F03D362031BED5BFDD3DA9E723BE9892CBBD0174E7BD89EF7BBD8AB1F2BD12A45BBDCCF5063BAF0986BD2F7B3EBEF17099BCA878ECBDC248E33D1F48A83DC4D4D8BD9C5858BD16CA2A3DA308A63DBD5A963CF3E63B3DA3D33C3E3E44643DFAEA80BD47C1DFBC4BC301BC4C67D1BD2BFF13BECE0A653D1CB7353D5D509CBDF4F8203CCE4C3EBE5A3B38BE7324853CE31024BDC8A513BEB811C83D765CEA3D9C17093DD3AEDD3DF023943D0C1A083EEC35BFBC92379D3D33D6ACBDA12BA13DC5FDAFBD7E5E483D5EFEB23BB16F0A3E79A91BBE0FE5B03D341A8C3D3FCB7D3D8AF3063E4DFB42BE6D62963D7DBF383E9860A2BC36A727BDCD4A09BE2D29D0BDEEBF3E3E",
      torch_tensor_4_torch.float32: "0x04000000BF75B53D2F0E67BDAD8493BCB8DCDEBD"
    }
  }
#-}
