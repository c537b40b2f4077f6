// Exported by tests/models/export_jax.py with JAX 0.10.2; do not edit.
// RUN: stablehlo-translate-go --interpret %s
module @jit_softmax_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x10xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> (tensor<3x10xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x10xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x10xf32>
    %6 = stablehlo.exponential %5 : tensor<3x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x10xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x10xf32>
    %10 = stablehlo.divide %6, %9 : tensor<3x10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x10xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<3x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x10xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<3x10xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<3x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<3x10xf32>, tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<3x1xf32>
    %22 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x10xf32>
    %23 = stablehlo.subtract %10, %22 : tensor<3x10xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<3x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<3x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x10xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<3x10xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<3x10xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<3x10xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<3x10xf32>
    %34 = stablehlo.add %31, %33 : tensor<3x10xf32>
    return %34 : tensor<3x10xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F301214, 0xBF6E83DB, 0xBFFEB311, 0xBD96B3D6, 0x3EA59561, 0xBF8AD42C, 0xBFB78D2B, 0xBF3381BA, 0xBFB362AA, 0xBE9E033A], [0xBE9227E4, 0x3E0F62CF, 0x3F6489E4, 0xBCF0FFE9, 0x3F0E725B, 0x3EDFE832, 0xBFCF86BF, 0xBE7A7775, 0xBF8BB336, 0xBF973450], [0x3D6AA446, 0x3F8603AF, 0x3F1EEEF0, 0x3EDBE8CC, 0x3FB4F734, 0xBD6F869C, 0xBF307618, 0xBEED25B8, 0xBF0D399E, 0xBFF62923]]> : tensor<3x10xf32>
    %a1 = stablehlo.constant dense<[0x3F9AA71E, 0xBE327A8E, 0xBDF6B53B, 0xBEF34821, 0x3CC69C72, 0xBF13EB7B, 0x3F6C4A53, 0xBFD07449, 0x3F2AEAFA, 0x3D9D8F21]> : tensor<10xf32>
    %a2 = stablehlo.constant dense<[0x3F920D37, 0x3FB14ED2, 0x3FAE54E1, 0xBB63BFFE, 0xBF6111FF, 0x3FB97447, 0xBF86976B, 0x3E8EB5D2, 0xBEFE94D1, 0x3E36D7B3]> : tensor<10xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<3x10xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<3x10xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x407B382E, 0x3FBCF253, 0x3FBD6656, 0xBE52FEB6, 0xBF597241, 0x3FE75AC8, 0xBFE4C694, 0x3F557122, 0xBF829425, 0x3E3D45C3], [0x3F28CE0B, 0x3FAD23ED, 0x3F8E34C4, 0x3D06AA55, 0xBF5A7ED0, 0x3F8061C7, 0xC00AE859, 0x3F5A59D9, 0xBF95E980, 0x3DC7F578], [0x3F444345, 0x3F9611C6, 0x3FA88A75, 0xBD4DF5CE, 0xBF52CAC2, 0x3FD7B145, 0xBFE379FB, 0x3FB0DC82, 0xBF7AD704, 0x3DC1E0B2]]> : tensor<3x10xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
