// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x8xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = call @glu(%arg0) : (tensor<4x8xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @glu(%arg0: tensor<4x8xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:4] : (tensor<4x8xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.slice %arg0 [0:4, 4:8] : (tensor<4x8xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.negate %1 : tensor<4x4xf32>
    %3 = stablehlo.exponential %2 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %7 = stablehlo.divide %6, %5 : tensor<4x4xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<4x4xf32>
    return %8 : tensor<4x4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBEEA2DED, 0x3EBC41B3, 0x3B3E2988, 0xBE43885B, 0xBF2C3D03, 0xBEFBA63D, 0xBF2AAAB1, 0x3ECE7D01], [0x3EDAF62C, 0x3F6E1D1E, 0x3F9D7DA3, 0xBF3AD9B0, 0x3D8BF565, 0x3FB36999, 0xBFA64D62, 0xBFAB3044], [0xBEB2D37A, 0xBFC876C5, 0x3F3D109D, 0xBD193EA9, 0xBF698E7C, 0x3F8EBE07, 0x3ED5BDFC, 0xBF29152D], [0x3E27E51A, 0xBF9F1468, 0x3FD74C2B, 0xC038E62F, 0x3D3D5D80, 0xBCCA73DF, 0x3F4945F0, 0xBF1F30F0]]> : tensor<4x8xf32>
    %r:1 = func.call @model(%a0) : (tensor<4x8xf32>) -> (tensor<4x4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBE1E3E6C, 0x3E0EE6D7, 0x3A8105CA, 0xBDEA6F88], [0x3E6270C5, 0x3F3F12DE, 0x3E86FF3C, 0xBE1B696D], [0xBDCCF387, 0xBF96F7C7, 0x3EE3F72F, 0xBC50CCDD], [0x3DABC679, 0xBF1D1D36, 0x3F93E9E7, 0xBF8131A0]]> : tensor<4x4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
