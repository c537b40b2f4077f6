// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x5xf32>) -> (tensor<3x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf32>) -> tensor<3x5xbf16>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
    %3 = stablehlo.maximum %2, %1 : tensor<3xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xbf16>) -> tensor<3x1xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x1xbf16>) -> tensor<3x5xbf16>
    %6 = stablehlo.subtract %0, %5 : tensor<3x5xbf16>
    %7 = stablehlo.exponential %6 : tensor<3x5xbf16>
    %8 = stablehlo.convert %7 : (tensor<3x5xbf16>) -> tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.convert %10 : (tensor<3x1xf32>) -> tensor<3x1xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x1xbf16>) -> tensor<3x5xbf16>
    %13 = stablehlo.divide %7, %12 : tensor<3x5xbf16>
    %14 = stablehlo.convert %13 : (tensor<3x5xbf16>) -> tensor<3x5xf32>
    return %14 : tensor<3x5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBEF76A67, 0xBF8784CC, 0xBF3AC960, 0xBF1607A1, 0x3F2339B5], [0x3F21CE17, 0x3F1EF686, 0x3F22CA30, 0x3F871780, 0xBFCA1463], [0x3FDFA038, 0xBF0FCB0C, 0xBD833A8C, 0xBF3D9896, 0x3E9FE2DF]]> : tensor<3x5xf32>
    %r:1 = func.call @model(%a0) : (tensor<3x5xf32>) -> (tensor<3x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3E22E8BA, 0x3DB45D18, 0x3DFC1F08, 0x3E126C9B, 0x3EF83E10], [0x3E5DB0D3, 0x3E5B0D32, 0x3E5F02A3, 0x3EA8E83F, 0x3CC34C89], [0x3F2237C3, 0x3D80A238, 0x3DD3A4C0, 0x3D54E930, 0x3E19FAEE]]> : tensor<3x5xf32> {tolerance = 3.0e-02 : f64}
    func.return
  }
}
