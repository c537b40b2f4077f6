// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.213 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<2xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<24xf32>, %arg3: tensor<24x4xf32>, %arg4: tensor<2x5x4xf32>, %arg5: tensor<24xf32>, %arg6: tensor<24x6xf32>) -> (tensor<2x2xf32>, tensor<1x1x2x6xf32>, tensor<1x1x2x6xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x6xf32>
    %0 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6,24]{0,1}"} : (tensor<24x6xf32>) -> tensor<6x24xf32>
    %1 = stablehlo.dot_general %cst_0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %2 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<24xf32>) -> tensor<2x24xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x24xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %5 = stablehlo.transpose %arg4, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[5,2,4]{2,0,1}"} : (tensor<2x5x4xf32>) -> tensor<5x2x4xf32>
    %6 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,24]{0,1}"} : (tensor<24x4xf32>) -> tensor<4x24xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<4x24xf32>) -> tensor<5x4x24xf32>
    %8 = stablehlo.dot_general %5, %7, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x4xf32>, tensor<5x4x24xf32>) -> tensor<5x2x24xf32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<24xf32>) -> tensor<5x2x24xf32>
    %10 = stablehlo.add %8, %9 : tensor<5x2x24xf32>
    %11 = stablehlo.slice %10 [0:1, 0:2, 0:24] : (tensor<5x2x24xf32>) -> tensor<1x2x24xf32>
    %12 = stablehlo.add %4, %11 : tensor<1x2x24xf32>
    %13 = stablehlo.slice %12 [0:1, 0:2, 18:24] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %14 = stablehlo.logistic %13 : tensor<1x2x6xf32>
    %15 = stablehlo.slice %12 [0:1, 0:2, 6:12] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %16 = stablehlo.logistic %15 : tensor<1x2x6xf32>
    %17 = stablehlo.multiply %16, %cst : tensor<1x2x6xf32>
    %18 = stablehlo.slice %12 [0:1, 0:2, 0:6] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %19 = stablehlo.logistic %18 : tensor<1x2x6xf32>
    %20 = stablehlo.slice %12 [0:1, 0:2, 12:18] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %21 = stablehlo.tanh %20 : tensor<1x2x6xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<1x2x6xf32>
    %23 = stablehlo.add %17, %22 : tensor<1x2x6xf32>
    %24 = stablehlo.tanh %23 : tensor<1x2x6xf32>
    %25 = stablehlo.multiply %14, %24 : tensor<1x2x6xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x2x6xf32>) -> tensor<2x6xf32>
    %27 = stablehlo.dot_general %26, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %28 = stablehlo.add %27, %2 : tensor<2x24xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %30 = stablehlo.slice %10 [1:2, 0:2, 0:24] : (tensor<5x2x24xf32>) -> tensor<1x2x24xf32>
    %31 = stablehlo.add %29, %30 : tensor<1x2x24xf32>
    %32 = stablehlo.slice %31 [0:1, 0:2, 18:24] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %33 = stablehlo.logistic %32 : tensor<1x2x6xf32>
    %34 = stablehlo.slice %31 [0:1, 0:2, 6:12] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %35 = stablehlo.logistic %34 : tensor<1x2x6xf32>
    %36 = stablehlo.multiply %35, %23 : tensor<1x2x6xf32>
    %37 = stablehlo.slice %31 [0:1, 0:2, 0:6] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %38 = stablehlo.logistic %37 : tensor<1x2x6xf32>
    %39 = stablehlo.slice %31 [0:1, 0:2, 12:18] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %40 = stablehlo.tanh %39 : tensor<1x2x6xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<1x2x6xf32>
    %42 = stablehlo.add %36, %41 : tensor<1x2x6xf32>
    %43 = stablehlo.tanh %42 : tensor<1x2x6xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<1x2x6xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x2x6xf32>) -> tensor<2x6xf32>
    %46 = stablehlo.dot_general %45, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %47 = stablehlo.add %46, %2 : tensor<2x24xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %49 = stablehlo.slice %10 [2:3, 0:2, 0:24] : (tensor<5x2x24xf32>) -> tensor<1x2x24xf32>
    %50 = stablehlo.add %48, %49 : tensor<1x2x24xf32>
    %51 = stablehlo.slice %50 [0:1, 0:2, 18:24] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %52 = stablehlo.logistic %51 : tensor<1x2x6xf32>
    %53 = stablehlo.slice %50 [0:1, 0:2, 6:12] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %54 = stablehlo.logistic %53 : tensor<1x2x6xf32>
    %55 = stablehlo.multiply %54, %42 : tensor<1x2x6xf32>
    %56 = stablehlo.slice %50 [0:1, 0:2, 0:6] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %57 = stablehlo.logistic %56 : tensor<1x2x6xf32>
    %58 = stablehlo.slice %50 [0:1, 0:2, 12:18] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %59 = stablehlo.tanh %58 : tensor<1x2x6xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<1x2x6xf32>
    %61 = stablehlo.add %55, %60 : tensor<1x2x6xf32>
    %62 = stablehlo.tanh %61 : tensor<1x2x6xf32>
    %63 = stablehlo.multiply %52, %62 : tensor<1x2x6xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x2x6xf32>) -> tensor<2x6xf32>
    %65 = stablehlo.dot_general %64, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %66 = stablehlo.add %65, %2 : tensor<2x24xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %68 = stablehlo.slice %10 [3:4, 0:2, 0:24] : (tensor<5x2x24xf32>) -> tensor<1x2x24xf32>
    %69 = stablehlo.add %67, %68 : tensor<1x2x24xf32>
    %70 = stablehlo.slice %69 [0:1, 0:2, 18:24] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %71 = stablehlo.logistic %70 : tensor<1x2x6xf32>
    %72 = stablehlo.slice %69 [0:1, 0:2, 6:12] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %73 = stablehlo.logistic %72 : tensor<1x2x6xf32>
    %74 = stablehlo.multiply %73, %61 : tensor<1x2x6xf32>
    %75 = stablehlo.slice %69 [0:1, 0:2, 0:6] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %76 = stablehlo.logistic %75 : tensor<1x2x6xf32>
    %77 = stablehlo.slice %69 [0:1, 0:2, 12:18] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %78 = stablehlo.tanh %77 : tensor<1x2x6xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<1x2x6xf32>
    %80 = stablehlo.add %74, %79 : tensor<1x2x6xf32>
    %81 = stablehlo.tanh %80 : tensor<1x2x6xf32>
    %82 = stablehlo.multiply %71, %81 : tensor<1x2x6xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x2x6xf32>) -> tensor<2x6xf32>
    %84 = stablehlo.dot_general %83, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %85 = stablehlo.add %84, %2 : tensor<2x24xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %87 = stablehlo.slice %10 [4:5, 0:2, 0:24] : (tensor<5x2x24xf32>) -> tensor<1x2x24xf32>
    %88 = stablehlo.add %86, %87 : tensor<1x2x24xf32>
    %89 = stablehlo.slice %88 [0:1, 0:2, 18:24] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %90 = stablehlo.logistic %89 : tensor<1x2x6xf32>
    %91 = stablehlo.slice %88 [0:1, 0:2, 6:12] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %92 = stablehlo.logistic %91 : tensor<1x2x6xf32>
    %93 = stablehlo.multiply %92, %80 : tensor<1x2x6xf32>
    %94 = stablehlo.slice %88 [0:1, 0:2, 0:6] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %95 = stablehlo.logistic %94 : tensor<1x2x6xf32>
    %96 = stablehlo.slice %88 [0:1, 0:2, 12:18] : (tensor<1x2x24xf32>) -> tensor<1x2x6xf32>
    %97 = stablehlo.tanh %96 : tensor<1x2x6xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<1x2x6xf32>
    %99 = stablehlo.add %93, %98 : tensor<1x2x6xf32>
    %100 = stablehlo.tanh %99 : tensor<1x2x6xf32>
    %101 = stablehlo.multiply %90, %100 : tensor<1x2x6xf32>
    %102 = stablehlo.concatenate %25, %44, %63, %82, %101, dim = 0 : (tensor<1x2x6xf32>, tensor<1x2x6xf32>, tensor<1x2x6xf32>, tensor<1x2x6xf32>, tensor<1x2x6xf32>) -> tensor<5x2x6xf32>
    %103 = stablehlo.transpose %102, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,6]{2,0,1}"} : (tensor<5x2x6xf32>) -> tensor<2x5x6xf32>
    %104 = stablehlo.slice %103 [0:2, 4:5, 0:6] : (tensor<2x5x6xf32>) -> tensor<2x1x6xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x1x6xf32>) -> tensor<2x6xf32>
    %106 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6,2]{0,1}"} : (tensor<2x6xf32>) -> tensor<6x2xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x2xf32>) -> tensor<2x2xf32>
    %108 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %109 = stablehlo.add %107, %108 : tensor<2x2xf32>
    %110 = stablehlo.reshape %101 : (tensor<1x2x6xf32>) -> tensor<1x1x2x6xf32>
    %111 = stablehlo.reshape %99 : (tensor<1x2x6xf32>) -> tensor<1x1x2x6xf32>
    return %109, %110, %111 : tensor<2x2xf32>, tensor<1x1x2x6xf32>, tensor<1x1x2x6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3E8AB50C, 0xBECF7F8E]> : tensor<2xf32>
    %a1 = stablehlo.constant dense<[[0x3E53E707, 0xBE8E27A5, 0x3DD8B32E, 0xBE3C9257, 0x3EC6D219, 0x3CEDD627], [0xBEAC48DB, 0x3E2C7B73, 0x3E6BBA35, 0x3DC16DFE, 0x3E9321EF, 0x3C8E3BC5]]> : tensor<2x6xf32>
    %a2 = stablehlo.constant dense<[0xBDF762F2, 0xBD856096, 0xBECEA76D, 0xBE9D230E, 0xBE090C8E, 0x3E28E066, 0x3EC5DEFF, 0x3EC965D5, 0x3E9CA32A, 0xBD924815, 0x3E1A464C, 0xBED0C1DE, 0x3EB5D2F7, 0x3E8C267A, 0x3E9D0039, 0xBD0D5E4B, 0x3EA21633, 0x3D31DDB8, 0xBCB43C88, 0x3E1E55EA, 0x3C1301C2, 0xBE831C19, 0x3E40A56A, 0xBE448195]> : tensor<24xf32>
    %a3 = stablehlo.constant dense<[[0xBDB6FE02, 0x3E59F6D1, 0x3EA51D38, 0xBECC5CD1], [0x3DF7428B, 0x3E9354A3, 0xBEC286A3, 0xBEABD644], [0x3D265276, 0xBE42E2B6, 0x3D58DC28, 0xBE2DC917], [0xBE926611, 0xBE94AE7A, 0x3E117154, 0x3E7A9827], [0x3EC93F73, 0xBE798FAC, 0xBEC173ED, 0xBD591409], [0xBEC2BED0, 0x3E81D50A, 0xBE9E6647, 0xBEA0FD37], [0xBE76475E, 0x3DB05A09, 0xBD6FBE44, 0xBEA9A57B], [0x3EC549B8, 0x3EB08264, 0xBD4D6A1B, 0xBEB000C5], [0xBC774D1B, 0xBE5B18CA, 0x3E4F8360, 0x3EB80B3C], [0x3ECBE2E7, 0xBDA69AD9, 0x3E8F3345, 0xBEC878AC], [0xBE83B947, 0x3DF17BFF, 0xBC8B96E5, 0x3EBB1E39], [0x3E3006CB, 0x3DC658AD, 0xBE949141, 0x3D0369DB], [0x3ECCFB34, 0xBEC54DF3, 0x3E4D9EE3, 0xBE815894], [0xBEAAC379, 0x3DC663B9, 0xBDC94DD9, 0x3EC234C1], [0x3C1F6A8B, 0x3E3AA2A4, 0xBE5D6758, 0x3E14DC8A], [0xBEAB01EA, 0xBEC8001E, 0x3E5DBC9B, 0x3E220D50], [0xBE235775, 0x3DFAAB9B, 0x3E373F51, 0x3E5032C8], [0xBE36A31F, 0xBD2477DF, 0x3DAD0647, 0x3E8DEA91], [0xBD9FC90D, 0x3D11EFAC, 0xBE1D7DBC, 0xBEA54194], [0xBEC9FBF7, 0xBE77346B, 0x3EBCE4AB, 0x3DE4B9C7], [0x3DEE59DD, 0xBE76B11B, 0x3E5839EA, 0xBDCA2A61], [0xBE6088A2, 0x3CC2B9FA, 0x3E98C4DB, 0xBD6F094F], [0x3E9CA8E9, 0xBEB92EC0, 0x3E8D779E, 0x3E82B1C3], [0xBE446063, 0xBE1C0E8E, 0x3E55E87D, 0xBE9A822A]]> : tensor<24x4xf32>
    %a4 = stablehlo.constant dense<[[[0xBF2417E6, 0x3FE61323, 0xBF2C6F4B, 0xBF0CE0C9], [0x3EA4F41F, 0x402F2034, 0x3F9F502E, 0x3F2FF37F], [0xBC1B1FCA, 0xBEFFD021, 0x3E28C46A, 0x3F898307], [0xBF4812E3, 0x3E12636B, 0x3ED6F4E0, 0x3E5B2274], [0x3E80BF5E, 0xBF946381, 0x3F85D0C7, 0x3F5CDACF]], [[0xBF1E2A95, 0xBF40D1C7, 0xBD4FD228, 0x3E13B4C9], [0xBFB0F1A0, 0xBF61AE9F, 0x3CCA3991, 0xBF2C0E0D], [0x3F7F43F8, 0xBFA7D76E, 0x3ECA5BB9, 0xBEFBB5AE], [0xBF263E93, 0xBE9DEB24, 0xBF89E0EA, 0xBF3A46FB], [0x3F52B29D, 0xBE27EA0D, 0xBED6412A, 0x3EC098BE]]]> : tensor<2x5x4xf32>
    %a5 = stablehlo.constant dense<[0xBE886534, 0xBB9AA02A, 0xBE5BC02F, 0x3D6D31A1, 0xBEB9CF71, 0xBE949AE8, 0x3E160852, 0xBEBDC7FC, 0x3D932D64, 0xBE7EF31A, 0xBE00D8E5, 0x3E16717F, 0x3EB72548, 0x3E1D3C46, 0xBDC3D744, 0xBE603318, 0x3E04E7A8, 0xBCA06ECD, 0x3E923C81, 0xBE6E26A4, 0x3EAC3EEE, 0x3D9D12DA, 0x3E81BD9F, 0xBE95BA0B]> : tensor<24xf32>
    %a6 = stablehlo.constant dense<[[0x3E20AA09, 0xBDC64E64, 0xBE7EFEB6, 0x3DB0AD72, 0x3D5038A0, 0x3EAE6391], [0xBE21DEAC, 0x3E9F6FCE, 0xBC43C8D9, 0x3E9091EC, 0x3E0C69A7, 0xBE82DBFA], [0x3E36C822, 0x3EA0E3E6, 0xBEADEF06, 0xBEB49D82, 0xBE3A4554, 0xBE827690], [0x3EADE94F, 0xBEA2911B, 0x3E0BBE8B, 0x3E658D8B, 0xBE8673D1, 0x3E3EA4C2], [0xBD953974, 0x3E6FCEE6, 0x3E954B52, 0xBDBBEB7F, 0xBE4AC0B4, 0xBADA8715], [0x3E235312, 0xBDAB6A2D, 0xBE87473F, 0xBE5C4CBC, 0xBEA13FC4, 0xBE638F08], [0xBDD57261, 0x3EC7C954, 0x3DAF3DAB, 0xBE5690C3, 0xBDBA7A01, 0xBEC0E5A2], [0xBE317D8A, 0xBE1FA861, 0x3EB46795, 0xBE1BC496, 0x3D34B40B, 0xBE944B4E], [0x3E9A2604, 0xBD8AD484, 0x3E5AE29B, 0xBE156479, 0xBCE4C0AB, 0xBE87FBA2], [0x3E97A500, 0x3E4D4060, 0xBE3B8D4E, 0x3EA97237, 0x3B3CB5A8, 0xBDC33D06], [0x3CC9C56A, 0x3E525D35, 0x3DFD3D8D, 0xBE9EFA0F, 0x3DFD9328, 0x3E5DF56A], [0xBCC6EA23, 0xBE801C76, 0xBDAFD1C2, 0x3EA5E1D3, 0x3EA47980, 0x3E682D93], [0xBEB95187, 0x3D50B2A4, 0xBE689093, 0x3E12AF7C, 0xBD686E99, 0x3E8077D4], [0x3D3555B6, 0xBE46EE66, 0x3EC5E46D, 0x3D233408, 0xBC198ED7, 0xBC2B2606], [0xBD955945, 0x3EB1CDC9, 0xBE538907, 0xBE0D576E, 0x3E0E6F84, 0x3E75EFD9], [0x3E45D038, 0xBE85016C, 0x3DDD1B3F, 0x3E098337, 0x3E842D7F, 0xBE59C5AD], [0xBE581543, 0x3EC10F7C, 0x3E30F672, 0x3E5873BC, 0x3E996086, 0xBE0BEBDC], [0xBDF40EC8, 0x3D1D0F75, 0x3DEAAAC2, 0xBE8A2C6A, 0xBE572762, 0xBE9DE14C], [0xBD8B9D32, 0xBE827269, 0xBDDB4870, 0xBDB4AFD6, 0xBEACF013, 0x3E738DC6], [0x3E9E9641, 0x3E382986, 0xBE94097B, 0xBDAC8DD2, 0xBD949832, 0xBDBB1D4E], [0x3B88AF5F, 0xBC363E35, 0x3E450759, 0x3ECDDEDF, 0xBE1EC7B4, 0xBD87E74E], [0x3E7382A6, 0xBE26E107, 0x3CD356E7, 0xBE7371A5, 0x3DBBE4B5, 0xBE860FD7], [0xBE4409CC, 0x3EBA08D3, 0xBEAA43D3, 0xBD46E6DF, 0xBCE4699C, 0x3D6A2196], [0xBEAFEDCB, 0xBE576C46, 0xBDBB2D82, 0xBDAC7EA3, 0xBEAE25F7, 0xBEC305E1]]> : tensor<24x6xf32>
    %r:3 = func.call @model(%a0, %a1, %a2, %a3, %a4, %a5, %a6) : (tensor<2xf32>, tensor<2x6xf32>, tensor<24xf32>, tensor<24x4xf32>, tensor<2x5x4xf32>, tensor<24xf32>, tensor<24x6xf32>) -> (tensor<2x2xf32>, tensor<1x1x2x6xf32>, tensor<1x1x2x6xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3EC64746, 0xBE8C5800], [0x3EBCBBAC, 0xBED38686]]> : tensor<2x2xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[[0x3E15A6A8, 0x3E342D65, 0x3E07B538, 0x3E08FD6E, 0x3EBE57A7, 0x3D2ABD74], [0x3E8300E7, 0x3DF75CE3, 0x3DC6C8D5, 0xBD8476E4, 0x3E16542B, 0xBCFC9B48]]]]> : tensor<1x1x2x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[[[0x3EC29AFE, 0x3E8F5E19, 0x3E48893A, 0x3E8D4898, 0x3EFCC964, 0x3DF280C0], [0x3F0D6061, 0x3E9A7E35, 0x3E2A84E8, 0xBE28A526, 0x3E658D1F, 0xBDE68EDC]]]]> : tensor<1x1x2x6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
