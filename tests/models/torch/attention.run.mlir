// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.281 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<2x4x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<24xf32>, %arg5: tensor<24x8xf32>, %arg6: tensor<2x4x8xf32>, %arg7: tensor<i1>, %arg8: tensor<8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x4xf32>, tensor<2x4x8xf32>) {
    %c = stablehlo.constant dense<0> : tensor<4x4xi64>
    %cst = stablehlo.constant dense<0.594603539> : tensor<2x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.594603539> : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x4xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<2x4x8xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<2x4x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<4x4x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<4x4xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<4x4xi64>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %1 = stablehlo.broadcast_in_dim %c_14, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %2 = stablehlo.subtract %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.compare  GE, %2, %c_12 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %4 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %5 = stablehlo.and %3, %4 : tensor<4x4xi1>
    %6 = stablehlo.select %5, %cst_11, %cst_10 : tensor<4x4xi1>, tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %8 = stablehlo.transpose %arg1, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,8]{2,0,1}"} : (tensor<2x4x8xf32>) -> tensor<4x2x8xf32>
    %9 = stablehlo.slice %arg5 [0:8, 0:8] : (tensor<24x8xf32>) -> tensor<8x8xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<4x8x8xf32>
    %12 = stablehlo.dot_general %8, %11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x8xf32>, tensor<4x8x8xf32>) -> tensor<4x2x8xf32>
    %13 = stablehlo.slice %arg4 [0:8] : (tensor<24xf32>) -> tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<8xf32>) -> tensor<4x2x8xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x2x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<4x2x8xf32>) -> tensor<4x4x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,4]{2,0,1}"} : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %18 = stablehlo.multiply %17, %cst_9 : tensor<4x4x4xf32>
    %19 = stablehlo.transpose %arg6, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,8]{2,0,1}"} : (tensor<2x4x8xf32>) -> tensor<4x2x8xf32>
    %20 = stablehlo.slice %arg5 [8:24, 0:8] : (tensor<24x8xf32>) -> tensor<16x8xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
    %23 = stablehlo.dot_general %19, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x8xf32>, tensor<4x8x16xf32>) -> tensor<4x2x16xf32>
    %24 = stablehlo.slice %arg4 [8:24] : (tensor<24xf32>) -> tensor<16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<16xf32>) -> tensor<4x2x16xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x2x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<4x2x16xf32>) -> tensor<1x4x2x2x8xf32>
    %28 = stablehlo.transpose %27, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[2,4,2,1,8]{4,0,2,1,3}"} : (tensor<1x4x2x2x8xf32>) -> tensor<2x4x2x1x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x2x1x8xf32>) -> tensor<2x4x2x8xf32>
    %30 = stablehlo.slice %29 [0:1, 0:4, 0:2, 0:8] : (tensor<2x4x2x8xf32>) -> tensor<1x4x2x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x4x2x8xf32>) -> tensor<4x4x4xf32>
    %32 = stablehlo.transpose %31, dims = [1, 2, 0] : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %33 = stablehlo.dot_general %18, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %34 = stablehlo.add %7, %33 : tensor<4x4x4xf32>
    %35 = stablehlo.reduce(%34 init: %cst_13) applies stablehlo.maximum across dimensions = [2] : (tensor<4x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<4x4x4xf32>
    %38 = stablehlo.exponential %37 : tensor<4x4x4xf32>
    %39 = stablehlo.reduce(%38 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %41 = stablehlo.divide %38, %40 : tensor<4x4x4xf32>
    %42 = stablehlo.slice %29 [1:2, 0:4, 0:2, 0:8] : (tensor<2x4x2x8xf32>) -> tensor<1x4x2x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x4x2x8xf32>) -> tensor<4x4x4xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,4]{2,0,1}"} : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %45 = stablehlo.dot_general %41, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,4]{2,0,1}"} : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %47 = stablehlo.reshape %46 : (tensor<4x4x4xf32>) -> tensor<8x8xf32>
    %48 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,8]{0,1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %50 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x8xf32>) -> tensor<4x2x8xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{2,0,1}"} : (tensor<4x2x8xf32>) -> tensor<2x4x8xf32>
    %54 = stablehlo.add %53, %arg1 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{2,0,1}"} : tensor<2x4x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8xf32>) -> tensor<1x8x8xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%55, %cst_8, %cst_7) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x8x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %56 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8xf32>
    %57 = stablehlo.reshape %output : (tensor<1x8x8xf32>) -> tensor<2x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<2x4x8xf32>
    %60 = stablehlo.add %56, %59 : tensor<2x4x8xf32>
    %61 = stablehlo.multiply %60, %cst_6 : tensor<2x4x8xf32>
    %62 = stablehlo.power %60, %cst_2 : tensor<2x4x8xf32>
    %63 = stablehlo.multiply %62, %cst_3 : tensor<2x4x8xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x4x8xf32>
    %65 = stablehlo.multiply %64, %cst_4 : tensor<2x4x8xf32>
    %66 = stablehlo.tanh %65 : tensor<2x4x8xf32>
    %67 = stablehlo.add %66, %cst_5 : tensor<2x4x8xf32>
    %68 = stablehlo.multiply %61, %67 : tensor<2x4x8xf32>
    %69 = stablehlo.reshape %41 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32>
    %70 = stablehlo.reduce(%69 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %71 = stablehlo.multiply %70, %cst_1 : tensor<2x4x4xf32>
    %72 = stablehlo.multiply %arg1, %cst_0 : tensor<2x4x8xf32>
    %73 = stablehlo.transpose %arg6, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,4]{1,2,0}"} : (tensor<2x4x8xf32>) -> tensor<2x8x4xf32>
    %74 = stablehlo.multiply %73, %cst : tensor<2x8x4xf32>
    %75 = stablehlo.dot_general %72, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %76 = stablehlo.compare  LE, %2, %c : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %77 = stablehlo.and %76, %4 : tensor<4x4xi1>
    %78 = stablehlo.select %77, %cst_10, %cst_11 : tensor<4x4xi1>, tensor<4x4xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<2x4x4xf32>
    %80 = stablehlo.add %75, %79 : tensor<2x4x4xf32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %83 = stablehlo.subtract %80, %82 : tensor<2x4x4xf32>
    %84 = stablehlo.exponential %83 : tensor<2x4x4xf32>
    %85 = stablehlo.reduce(%84 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %87 = stablehlo.divide %84, %86 : tensor<2x4x4xf32>
    %88 = stablehlo.dot_general %87, %arg6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    return %68, %71, %88 : tensor<2x4x8xf32>, tensor<2x4x4xf32>, tensor<2x4x8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000, 0x3F800000]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[[[0xBE4408F4, 0x3F4C0016, 0x3F8A2DFF, 0xBF834A76, 0xBFA414E0, 0x3F1D581F, 0xC02A017E, 0xBD02525C], [0xBF595FEF, 0x3F27DAAB, 0x3F45249E, 0xBCA9C23F, 0xBF2786C8, 0xBF32BF9E, 0x3FD74A33, 0x3E8EA265], [0xBF4EDBEF, 0xBE8715C7, 0xBF8471B4, 0xBF8B7DE9, 0x3EC7252F, 0xBF369288, 0xBFC8D306, 0xBF6B9E13], [0x3F24A190, 0x3DC2FF7C, 0x3D9640BE, 0xBF815BE2, 0xBF4C16AA, 0x3F796B2A, 0xBDE2DB7A, 0xBDC36173]], [[0x3DCD314D, 0xC01AAECE, 0x3F2813BC, 0xBF1C2190, 0x3F96889E, 0xBEBDDABD, 0x3FC39087, 0x3F485B9D], [0x3D8DA432, 0x3F33DBE0, 0xBF36E697, 0xBE8749C8, 0xBF7F0FB3, 0xC014C913, 0xBFA315A7, 0x3F1F6CEE], [0xBF96BC90, 0x4048B868, 0x3EF6EC03, 0xBB77DC60, 0xBF96FBBA, 0x3FADFFEA, 0x3E96A383, 0x3E1B77F1], [0x3F385071, 0x3EE76D63, 0x3FA43BE9, 0xBE147E52, 0x3E388F6C, 0xBDBCB444, 0xBFAC604E, 0x3E654E5D]]]> : tensor<2x4x8xf32>
    %a2 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %a3 = stablehlo.constant dense<[[0x3E9E841D, 0xBE9BE657, 0xBE6D43E8, 0x3E782D58, 0x3EAB7ADB, 0xBEA861D0, 0x3EA72702, 0x3DA3299D], [0xBE5F8FAA, 0x3EB3E103, 0x3E02EB94, 0x3E8A864F, 0xBEB4D0F6, 0xBEB0E51A, 0x3E05DF82, 0x3EB2A3F4], [0xBE7CF175, 0x3E8ADEF4, 0x3E87346C, 0xBE4F8B9E, 0xBE4A6F94, 0x3D2B9639, 0xBE8A8314, 0xBE66BA9B], [0xBDBE581F, 0xBE0F533D, 0x3DD23F88, 0xBE5C60EC, 0x3CB72665, 0xBE480627, 0x3E4199A8, 0x3DB81237], [0x3D689E1A, 0x3E31408E, 0x3E310E21, 0x3E30BB96, 0xBE306A37, 0xBD0C58E4, 0xBE95BD7D, 0x3D494E4B], [0xBE8D055A, 0xBD5F1586, 0xBE03BF1D, 0xBE19E8CC, 0x3D2EDD40, 0x3DB6C4FD, 0x3EA76AC9, 0xBDA1BC1B], [0x3DE37A00, 0xBD46D1FD, 0xBD09C600, 0xBE9D5B66, 0x3E8B8755, 0xBDA576D0, 0xBE02AF03, 0xBCDF36E4], [0x3D4BD5F6, 0xBE8E67B2, 0xBEAB0BD7, 0xBE4235ED, 0x3CDA018D, 0x3D751C2B, 0xBEB4ED10, 0x3EA8B8D8]]> : tensor<8x8xf32>
    %a4 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<24xf32>
    %a5 = stablehlo.constant dense<[[0x3E9668D6, 0xBEA72F78, 0x3CE3A9E3, 0x3E4949C1, 0xBDDA1809, 0xBE84CD67, 0xBEAFAC89, 0xBE316D2A], [0xBE4A177E, 0x3E526DEF, 0xBEC0D895, 0xBECA32EF, 0xBEABD990, 0xBECA18C3, 0xBE99E88D, 0xBE8FF03D], [0xBEBEBE10, 0x3D9A3EEA, 0xBE4F6459, 0x3EA62FA0, 0xBC1861E6, 0xBE258C78, 0x3EAE5AD4, 0x3E2C0A4A], [0x3E496F09, 0xBE19E4CB, 0x3E2AFD75, 0xBE987B0A, 0x3EA60BE3, 0x3ED1C9EC, 0x3C1E511F, 0xBE8FAEB1], [0x3E85547C, 0x3E766542, 0xBE282FD9, 0x3EA36D97, 0x3EC5F8FA, 0xBED04F61, 0xBEB258A3, 0xBE825C32], [0x3E88EB51, 0xBEC28856, 0x3EDB85BC, 0xBED63C5F, 0xBE3F29CC, 0x3E4A46AD, 0xBE108B9A, 0xBE4C4930], [0x3E473FBB, 0xBE85BB62, 0x3EC0C619, 0xBCCD35DC, 0xBEB9AF70, 0xBE9E92FB, 0xBE4E13DC, 0xBE99BF5A], [0x3D4617E7, 0xBED79BBC, 0x3ECD1B7A, 0x3EA42CA0, 0xBE6C439E, 0x3E2D458D, 0xBC9E6C4B, 0x3E9AA32A], [0x3EAB6437, 0x3EBBDAAD, 0xBE113782, 0xBE13C22D, 0xBE8B25DD, 0xBD2AC3E1, 0xBD93BDBD, 0xBEC54F7B], [0x3DF0AD67, 0x3EAB2589, 0xBE6DC8BC, 0x3ED7F2B2, 0xBDE18B0D, 0xBE4A513B, 0xBE7D0B48, 0xBEDB53A0], [0x3DFA2E95, 0x3E93778C, 0x3ED5CAD2, 0x3E9A2197, 0xBE74C3B9, 0xBED6DD80, 0x3E92412B, 0xBE9922E8], [0xBDC667D2, 0x3E8D0E83, 0xBE620417, 0xBC0E0F70, 0xBEC54690, 0x3DCECA28, 0x3E2FDF02, 0x3E8FE72C], [0x3DCA70E1, 0xBE8EE0D5, 0xBD897FD2, 0xBE26723C, 0x3EBFE411, 0x3ED95C95, 0x3EC21579, 0x3E8C395E], [0xBE0C58E7, 0x3E96A8F8, 0x3EB57D69, 0x3B45EF25, 0xBE73EFBD, 0xBDA9F16F, 0xBE79CE5C, 0x3E5B9AEB], [0xBEC12141, 0x3DB6B5E5, 0x3EC6B7D0, 0xBE8CBBE8, 0xBDADE625, 0x3EBDA1F2, 0x3EB1EAA8, 0x3E20F430], [0x3E438856, 0xBEA58157, 0x3E0E18B5, 0x3EC68DB0, 0x3AABDD8E, 0x3DEDEB29, 0x3E85F2B7, 0xBDBB2069], [0x3E30B2E3, 0xBE3CB388, 0xBEA24BF8, 0xBE6FDB80, 0x3CFB40E5, 0xBE712C9D, 0x3DE5211E, 0xBE6DBF0F], [0xBECEAF70, 0xBED6A2FC, 0x3E7E5605, 0xBE84FE5C, 0xBE6989A5, 0xBE4BB5CA, 0xBC0E2F43, 0x3D709790], [0x3E9D71CF, 0x3E438FF8, 0x3E209DFB, 0xBE7F9E6F, 0xBEBDE0C4, 0xBE3C1D5C, 0x3DEB8634, 0xBE988D19], [0x3E0D9B8A, 0x3E30A674, 0x3EDA3534, 0xBE85A07D, 0xBEADBAFF, 0xBE2CED56, 0x3D248CE2, 0x3EDB84E2], [0x3EBA5D5A, 0x3E621F4A, 0x3CE3E797, 0xBEC034BA, 0x3EBD7573, 0xBECBFD66, 0xBE2ECD74, 0xBE54F052], [0x3E0642C3, 0xBEAB7328, 0x3EAC3489, 0xBDAC2A17, 0xBEC34AB6, 0x3E9E9ED7, 0xBEB9B3A3, 0x3E31FC88], [0xBEB8DD16, 0xBEB618AC, 0x3B9C035C, 0x3C5E51AC, 0x3D905BA1, 0x3ECCF6A0, 0xBE41941C, 0x3E26DFE9], [0xBE8A6313, 0xBE989FAF, 0xBDD4A29F, 0xBE749286, 0xBD0DD5E7, 0x3E3CCD03, 0xBE919FAE, 0x3DA3B7A7]]> : tensor<24x8xf32>
    %a6 = stablehlo.constant dense<[[[0x3F98CB31, 0xBF90B48A, 0xBF0AA8E8, 0xBCF1D2D7, 0x3EF16437, 0xBFE3D2F0, 0xBCFDE543, 0xBE929009], [0x3F2E5F8F, 0xBE428AA6, 0xBF25648D, 0xBF8228A5, 0x3F1EBEA2, 0x3E5B07C3, 0xBD17F1CF, 0x3FD7FB1D], [0x3F53752C, 0xBD3A7E48, 0x3DCB2B96, 0xBE134EAA, 0x3E03CBC6, 0x3F6689F4, 0xBF230CDB, 0xBED0524F], [0x3FAC4FF5, 0xBFBF6E41, 0x3F350556, 0x3FD37336, 0xBE8C97CA, 0xBF35D36A, 0xBEB35160, 0x3B5FCC6B]], [[0xBF8926E2, 0xBFACD5B5, 0x3FC2AD8B, 0x3ECC3E6A, 0x3CB55864, 0x3FF2A9D9, 0x3FEE2B65, 0x3EB895EE], [0x3D7BCDF7, 0x3E884BC4, 0x3FE23694, 0xBF04AD55, 0x3E08EFA5, 0xBFEF3FF7, 0x3E25D392, 0xBF785A52], [0xBF08F703, 0xBF9EF9C6, 0x3FB79CE6, 0xBE82531D, 0xBFE4E674, 0x3F5A64C0, 0xC01A3BB3, 0xBEB77039], [0xC0015698, 0x3F80B094, 0xBDCFD75D, 0xBF3B5BD3, 0xBF89F70D, 0xBE707111, 0xBF36B784, 0x3F43DD63]]]> : tensor<2x4x8xf32>
    %a7 = stablehlo.constant dense<true> : tensor<i1>
    %a8 = stablehlo.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<8xf32>
    %r:3 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8) : (tensor<8xf32>, tensor<2x4x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<24x8xf32>, tensor<2x4x8xf32>, tensor<i1>, tensor<8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x4xf32>, tensor<2x4x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0x3EEBDD19, 0x3EB0491B, 0x3FAB0D23, 0xBE2CB0B3, 0xBE2A8CB1, 0x3EA563FA, 0xBD7FB9C4, 0x3EB09C5A], [0xBE2855F6, 0x3CDEF68F, 0x3EA084CF, 0xBDDC88F8, 0xBE2C998D, 0xBDFC028B, 0x400A0766, 0x3E55D69A], [0x3EA5553F, 0x3E561634, 0xBE1F52BC, 0xBE29859C, 0x4008ADF5, 0xBCDB56C2, 0xBE0A274C, 0xBC98B90D], [0x3F95DCEB, 0xBDEA0ED8, 0x3AFB5181, 0xBDB2B76F, 0xBE1340BD, 0x3FB537B3, 0x3D3333A1, 0x3DB64831]], [[0xBE265046, 0xBD98D023, 0x3F5D3356, 0xBE2912C3, 0x3F93B39F, 0x3E28895B, 0x3F0520E2, 0x3E47026C], [0x3D56B9F5, 0x3FFF8E74, 0x3DB2DA67, 0x3DF75896, 0x3C28CD7F, 0xBDE20383, 0xBE00A004, 0x3DF70700], [0xBDEE2F8B, 0x4002076E, 0x3E38A23E, 0xBE12922C, 0xBE2920C4, 0x3F1D71C0, 0xBD8FC50E, 0xBDDB300B], [0xBCD3FEAF, 0x3F913CFF, 0x3F998C08, 0xBE0DF3CC, 0x3E0ECDC2, 0x3D6C7905, 0xBD253229, 0xBE0F29BA]]]> : tensor<2x4x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x3F2E7A9E, 0x3EA30AC6, 0x00000000, 0x00000000], [0x3E955587, 0x3EB31D56, 0x3EB78D22, 0x00000000], [0x3E4AF264, 0x3E9A795E, 0x3E89661F, 0x3E6D4EA2]], [[0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x3EEC3DEC, 0x3F09E10A, 0x00000000, 0x00000000], [0x3E8DDB65, 0x3EDA05EC, 0x3E981EAF, 0x00000000], [0x3EC2BD1C, 0x3DF42B94, 0x3E744060, 0x3E8617CE]]]> : tensor<2x4x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[[0x3F98CB31, 0xBF90B48A, 0xBF0AA8E8, 0xBCF1D2D7, 0x3EF16437, 0xBFE3D2F0, 0xBCFDE543, 0xBE929009], [0x3F6F7DF2, 0xBF282072, 0xBF182034, 0xBF06E0C8, 0x3F0BDCA0, 0xBF468BA1, 0xBD0B8A0A, 0x3F353886], [0x3F76CFF8, 0xBF186727, 0xBEC788FF, 0xBE9D217C, 0x3ED39AF9, 0xBF0A2D5E, 0xBE4D8949, 0x3E2F5F4C], [0x3F6799B0, 0xBEE5F90E, 0xBE10FC1E, 0xBE1B1271, 0x3E8D5D0C, 0x3DA2E1EC, 0xBEA3AA9C, 0x3EAE81A7]], [[0xBF8926E2, 0xBFACD5B5, 0x3FC2AD8B, 0x3ECC3E6A, 0x3CB55864, 0x3FF2A9D9, 0x3FEE2B65, 0x3EB895EE], [0x3D26B1A8, 0x3E723BE6, 0x3FE1A284, 0xBF005EEE, 0x3E06D726, 0xBFE66958, 0x3E45BACE, 0xBF721AF5], [0xBF267DD1, 0xBF765462, 0x3FC5FB0E, 0xBC54CF28, 0xBF0A306A, 0x3F3C6A02, 0x3DDA8D78, 0xBE26BD30], [0xBF161C3C, 0xBEFDB9CE, 0x3FAB29EE, 0xBEB5CC9E, 0xBF7EF36D, 0xBD3C8F82, 0xBF90C3FC, 0xBEB20D89]]]> : tensor<2x4x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
