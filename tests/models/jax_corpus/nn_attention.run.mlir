// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<1x5x2x8xf32>, %arg1: tensor<1x5x2x8xf32>, %arg2: tensor<1x5x2x8xf32>) -> (tensor<1x5x2x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x5x2x8xf32>) -> tensor<1x5x2x1x8xf32>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x5x2x1x8xf32>, tensor<1x5x2x8xf32>) -> tensor<1x2x5x1x5xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x5x1x5xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x2x5x1x5xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x2x5x5xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %6 = call @tril(%5) : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x5x5xi1>) -> tensor<1x2x5x5xi1>
    %9 = stablehlo.and %4, %8 : tensor<1x2x5x5xi1>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %10 = call @_where(%9, %3, %cst_1) : (tensor<1x2x5x5xi1>, tensor<1x2x5x1x5xf32>, tensor<f32>) -> tensor<1x1x2x5x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x5x5xf32>, tensor<f32>) -> tensor<1x1x2x5xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x5xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<1x1x2x5xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x2x5xf32>) -> tensor<1x1x2x5x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x5x1xf32>) -> tensor<1x1x2x5x5xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<1x1x2x5x5xf32>
    %17 = stablehlo.exponential %16 : tensor<1x1x2x5x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x5x5xf32>, tensor<f32>) -> tensor<1x1x2x5xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x2x5xf32>) -> tensor<1x1x2x5x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x5x1xf32>) -> tensor<1x1x2x5x5xf32>
    %21 = stablehlo.divide %17, %20 : tensor<1x1x2x5x5xf32>
    %22 = stablehlo.dot_general %arg2, %21, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x5x2x8xf32>, tensor<1x1x2x5x5xf32>) -> tensor<1x2x8x1x5xf32>
    %23 = stablehlo.transpose %22, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x5xf32>) -> tensor<1x1x5x2x8xf32>
    %24 = stablehlo.transpose %23, dims = [1, 2, 3, 0, 4] : (tensor<1x1x5x2x8xf32>) -> tensor<1x5x2x1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x5x2x1x8xf32>) -> tensor<1x5x2x8xf32>
    return %25 : tensor<1x5x2x8xf32>
  }
  func.func private @tril(%arg0: tensor<5x5xi1>) -> tensor<5x5xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xi1>
    return %6 : tensor<5x5xi1>
  }
  func.func private @_where(%arg0: tensor<1x2x5x5xi1>, %arg1: tensor<1x2x5x1x5xf32>, %arg2: tensor<f32>) -> tensor<1x1x2x5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x5x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<1x2x5x5xi1>) -> tensor<1x1x2x5x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x2x5x5xf32>) -> tensor<1x1x2x5x5xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x2x5x1x5xf32>) -> tensor<1x1x2x5x5xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x1x2x5x5xi1>, tensor<1x1x2x5x5xf32>
    return %4 : tensor<1x1x2x5x5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[[0x3DBC316C, 0xBE65E795, 0x3DB82ED6, 0x3F291B15, 0x3FE294B1, 0x3F1915D9, 0x3EE9613A, 0xBFA74671], [0x3FE8E549, 0xBF75387D, 0x3F365970, 0x3DC2C1EA, 0xBFC064F2, 0xBE3DD45E, 0xBF0AD05B, 0xBD739A42]], [[0x3F263A14, 0x3E3FD658, 0xBF28A912, 0x3F1BB01D, 0xBEAECA51, 0x3EEA276A, 0x3F0493F3, 0xC0162240], [0x3D363468, 0xBE4C811A, 0x3F18A3E2, 0x3F593F93, 0xBE042EC4, 0x3FB942FE, 0xBF7BB33B, 0xBDCBD22C]], [[0xBFC6EE3B, 0x3E9CBF3B, 0x3EA05221, 0xBF7CBEE2, 0x3F0E6A01, 0xBEE3F5F1, 0x3EABD680, 0x400141D1], [0x3E40C095, 0xC0342EF7, 0x3E782DB0, 0xBF4DD23A, 0xBF0402B4, 0x3F17DB10, 0x3F31DB07, 0x3F0AC2DC]], [[0xBE0008CD, 0x3F043D7A, 0xBFEA97C3, 0x3D6F6CBA, 0x3F02039A, 0xBD11DB88, 0x402C15DE, 0x3F16E454], [0x3CCC53A7, 0x3F2E0F47, 0xC017F243, 0x3EAF1AC6, 0x3EF1EFC7, 0x3ED67A49, 0x3F6D4989, 0xBF5899BD]], [[0x3FC322F1, 0x3E470B88, 0x3F858FB2, 0xBEC47438, 0x3EB6DC05, 0xBE823468, 0x3D23B7DB, 0xBFF19E4C], [0xC015146F, 0xBD283D42, 0xBFB89069, 0x3F524EF4, 0x3F50D0EE, 0x3F442D83, 0x3E843688, 0x3C27CDA6]]]]> : tensor<1x5x2x8xf32>
    %a1 = stablehlo.constant dense<[[[[0xBFF1F3EE, 0x3FA30B74, 0xBFE0ED76, 0xBF1BA73A, 0xBE7EA0C7, 0xBEAB7352, 0xBE96A8F1, 0xBE7A86E5], [0xBF2B6523, 0x3F91C628, 0x3F3CA31E, 0x3F76224F, 0xBF46A6E3, 0xBFB5D22C, 0x3EE09D86, 0xBF8013F3]], [[0x3F8E71BE, 0xBF66955D, 0x3EA75C63, 0x40068D7E, 0xBF21640A, 0xBFD47C9A, 0xBFA33752, 0xBF299E38], [0xBD46E6D2, 0xBD22D354, 0x3F855EA0, 0xBF378498, 0x3F87DDB8, 0xBF323EEE, 0xBFD79AD0, 0x3FDF8EF2]], [[0x3D552DBD, 0x3F81C625, 0x3FD1B8FF, 0x3FCA6FC1, 0x3F4E20D1, 0xBF826275, 0x3F2E9617, 0x3FAA624F], [0xBD83C941, 0x3F09E34D, 0xBF9AD804, 0xBF1A3B5F, 0x3F9D961A, 0xBFB5CA31, 0x3F27CA87, 0xBF1C3BC5]], [[0xBE68E814, 0x3F831954, 0x3FB2DC6A, 0xBF7C1469, 0xBED3F084, 0xC002C5E7, 0xBF2D0377, 0xBFAA6600], [0xBD1739ED, 0x3DF05505, 0x3F81D7F2, 0xBF4113FE, 0xBFB4BE6C, 0xBF316DE6, 0x3D6F0EA5, 0x3F0D6A26]], [[0xBF98857F, 0xBF896534, 0xBF9EC484, 0xBD49DED8, 0xBDFAF631, 0x3ED6107F, 0x3DF69449, 0x3FA2052C], [0x3F493F37, 0xBEF2D0BD, 0xBF9B373E, 0x400244A3, 0x3F99E35B, 0x3EB9B51B, 0x3F5C22BE, 0xBF43D145]]]]> : tensor<1x5x2x8xf32>
    %a2 = stablehlo.constant dense<[[[[0xBFCE8F04, 0xBE84F93E, 0x3FA5444C, 0x3FB18651, 0xBF664EAC, 0x3F186D2D, 0x3E4E953D, 0x3FAD9659], [0xC005C022, 0x3F32CC4F, 0xBF252442, 0x3E223736, 0xBFE7AA17, 0x3F112B84, 0x3DBEA208, 0x3DBD0B7A]], [[0x4002C27C, 0x3EF98F96, 0xBEE33DAE, 0xBDF6A71E, 0xBF9F63E7, 0x3D41E1E1, 0xBE8167CD, 0x3F353272], [0xBC44DFD7, 0x3F9296F2, 0xBF99B6B0, 0x3F015B97, 0x3EC0B7C0, 0xBCF417BC, 0xBF1307C0, 0xBF6C4730]], [[0xBFBFFDED, 0xBECCF9C7, 0xBF225D7F, 0x3FD2D0DC, 0x3F18B82A, 0xBFD3BB43, 0x406ECA72, 0xBF523A05], [0x3F1EEE30, 0x3F4C3CB9, 0xBF1C8566, 0x3D817819, 0xBFA30EE5, 0x3E814D22, 0xBF899690, 0x3F75B238]], [[0xBEF28FFC, 0x3F25F387, 0x3D80E52E, 0xBE85EEE7, 0x3E40ACB7, 0x3EA6ECDB, 0xBF87A370, 0xBEDE9A9E], [0x3D6B380E, 0xBBFCB563, 0x3F48A372, 0x3FB2D4B6, 0x3E89C865, 0x3E925014, 0x3EE79156, 0x3EDAC536]], [[0xBF869443, 0x3F848731, 0x3EE8F749, 0xBF714439, 0x3F32C9A7, 0xBEF3948E, 0x3F8E212D, 0x3FAACE02], [0x3F12F0D4, 0x3F8E6ABC, 0x3FEDC989, 0x3F2F65A6, 0xBF71E0AA, 0xBEC10380, 0xBFAB33D8, 0x3F1A1C08]]]]> : tensor<1x5x2x8xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<1x5x2x8xf32>, tensor<1x5x2x8xf32>, tensor<1x5x2x8xf32>) -> (tensor<1x5x2x8xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[[0xBFCE8F04, 0xBE84F93E, 0x3FA5444C, 0x3FB18651, 0xBF664EAC, 0x3F186D2D, 0x3E4E953D, 0x3FAD9659], [0xC005C022, 0x3F32CC4F, 0xBF252442, 0x3E223736, 0xBFE7AA17, 0x3F112B84, 0x3DBEA208, 0x3DBD0B7A]], [[0x3F4828F1, 0x3E6B4026, 0x3E1E453C, 0x3ECC842F, 0xBF902213, 0x3E720A30, 0xBDC49832, 0x3F6E7144], [0xBF41C6DF, 0x3F7C2C26, 0xBF80354E, 0x3EC30A9A, 0xBED096DF, 0x3E3C9B4A, 0xBEAB8D0D, 0xBF0F1926]], [[0xBFBAE80E, 0xBE9F3CD4, 0x3E8C7472, 0x3FBD3EEB, 0xBE1DB2CD, 0xBF0DC14E, 0x3FFC2C17, 0x3E7693AB], [0xBDF7C70D, 0x3F7F3DE5, 0xBF79D83B, 0x3EB109C3, 0xBEABFAF2, 0x3DF8595F, 0xBF1DB549, 0xBE9BB6B4]], [[0xBFB3EBBC, 0xBE7166F3, 0x3F241F25, 0x3FAB6FF5, 0xBEE61760, 0xBD83AEF6, 0x3F8F9A01, 0x3F26CBB9], [0x3E1E691C, 0x3F415AB4, 0xBF11DCCB, 0x3E17A3A0, 0xBF9FD6FF, 0x3E97B9FF, 0xBF4FC8DE, 0x3F40CEEB]], [[0x3DA9FCC2, 0x3EF6719B, 0xBDCEE27E, 0x39CC5EA2, 0xBE48D6C7, 0x3D64005C, 0xBE9D238B, 0xBD973203], [0x3E173736, 0x3F6CB401, 0x3F119F93, 0x3EED28BD, 0xBF7FA36B, 0xBCB46734, 0xBF6E7154, 0x3F006201]]]]> : tensor<1x5x2x8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
