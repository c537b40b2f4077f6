// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x9xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3x9xf32> {jax.result_info = "result[1]"}, tensor<3x9xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.is_finite %2 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.select %3, %2, %4 : tensor<3xi1>, tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x9xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<3x9xf32>
    %9 = stablehlo.exponential %8 : tensor<3x9xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.abs %10 : tensor<3xf32>
    %12 = stablehlo.log %11 : tensor<3xf32>
    %13 = stablehlo.add %12, %5 : tensor<3xf32>
    %14 = call @log_softmax(%arg0) : (tensor<3x9xf32>) -> tensor<3x9xf32>
    %15 = call @standardize(%arg0) : (tensor<3x9xf32>) -> tensor<3x9xf32>
    return %13, %14, %15 : tensor<3xf32>, tensor<3x9xf32>, tensor<3x9xf32>
  }
  func.func private @log_softmax(%arg0: tensor<3x9xf32>) -> tensor<3x9xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x9xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x9xf32>
    %6 = stablehlo.exponential %5 : tensor<3x9xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.log %8 : tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x9xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<3x9xf32>
    return %11 : tensor<3x9xf32>
  }
  func.func private @standardize(%arg0: tensor<3x9xf32>) -> tensor<3x9xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %4 = chlo.square %arg0 : tensor<3x9xf32> -> tensor<3x9xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_2 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<3x1xf32>
    %9 = chlo.square %3 : tensor<3x1xf32> -> tensor<3x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<3x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %11 = call @clip(%10, %c) : (tensor<3x1xf32>, tensor<i64>) -> tensor<3x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x9xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<3x9xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<3x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<3x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x9xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<3x9xf32>
    return %18 : tensor<3x9xf32>
  }
  func.func private @clip(%arg0: tensor<3x1xf32>, %arg1: tensor<i64>) -> tensor<3x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x1xf32>
    return %2 : tensor<3x1xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3C53A9CD, 0x3F834C98, 0xBF3773A4, 0xBE84277B, 0x3F0075A7, 0x40150349, 0x3F2FA925, 0x3EF1A9C9, 0xBE795FF9], [0xBFA86EC8, 0x3EA94639, 0xBF3411A9, 0x3F352F14, 0x3ECD00EE, 0xBFFFE3E6, 0xBEBB68BD, 0x3FAC243B, 0xBE61BC1A], [0x3EBE97C8, 0xBEC3A4E1, 0x3EBC7AEE, 0x3F792B5A, 0x3FB999EC, 0xBF8AF5B7, 0xBE9973B5, 0xBD8202EF, 0xBF1517DC]]> : tensor<3x9xf32>
    %r:3 = func.call @model(%a0) : (tensor<3x9xf32>) -> (tensor<3xf32>, tensor<3x9xf32>, tensor<3x9xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x4043E751, 0x401A4E73, 0x402478B0]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xC04313A7, 0xC0024105, 0xC071C43A, 0xC0546C40, 0xC023C9E7, 0xBF3B9020, 0xC017FD08, 0xC025B218, 0xC0537D51], [0xC06E85D8, 0xC00525AC, 0xC04752DE, 0xBFDA055C, 0xC000AE55, 0xC08D2033, 0xC031BB8A, 0xBF8878AB, 0xC0286A34], [0xC00CA5B8, 0xC03CED4C, 0xC00CE952, 0xBFCC5BB4, 0xBF8F5775, 0xC069F38C, 0xC037A727, 0xC02888C8, 0xC049BEA8]]> : tensor<3x9xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBEF832D6, 0x3F3644BC, 0xBFAC620D, 0xBF4E14BC, 0x3DBE3465, 0x401010D2, 0x3E9F17D1, 0x3D6C33FB, 0xBF49AB76], [0xBF91AB9E, 0x3F0B72D4, 0xBF0316F5, 0x3F6E1F57, 0x3F1DB4F1, 0xBFEB0E05, 0xBE2B4A31, 0x3FCA6853, 0xBC975F91], [0x3EC60E8B, 0xBF1F92B9, 0x3EC33A4D, 0x3F9889D7, 0x3FEA3EA2, 0xBFC85E8E, 0xBF0352E5, 0xBE495FA3, 0xBF643ABE]]> : tensor<3x9xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
