// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.43 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi32>) -> (tensor<3xf16>, tensor<4xbf16>, tensor<3x4xi32>, tensor<3x4xf64>, tensor<3x4xi1>, tensor<3x4xi8>) {
    %cst = stablehlo.constant dense<3.339840e-01> : tensor<4xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %1 = stablehlo.convert %0 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<3x4xf32>
    %3 = stablehlo.convert %2 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf16>, tensor<f16>) -> tensor<3xf16>
    %5 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %6 = stablehlo.exponential %5 : tensor<3x4xbf16>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %8 = stablehlo.multiply %7, %cst : tensor<4xbf16>
    %9 = stablehlo.convert %arg1 : (tensor<3x4xi32>) -> tensor<3x4xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3x4xf32>
    %11 = stablehlo.convert %10 : (tensor<3x4xf32>) -> tensor<3x4xi32>
    %12 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %13 = stablehlo.sqrt %12 : tensor<3x4xf64>
    %14 = stablehlo.abs %13 : tensor<3x4xf64>
    %15 = stablehlo.divide %arg0, %arg0 : tensor<3x4xf32>
    %16 = stablehlo.compare  NE, %15, %15 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %17 = stablehlo.convert %arg1 : (tensor<3x4xi32>) -> tensor<3x4xi8>
    return %4, %8, %11, %14, %16, %17 : tensor<3xf16>, tensor<4xbf16>, tensor<3x4xi32>, tensor<3x4xf64>, tensor<3x4xi1>, tensor<3x4xi8>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3EC896A9, 0xBDCB2D9B, 0x3FB2FC04, 0xBFE8BC16], [0x3FDF2EED, 0x3E083A62, 0xBF88632B, 0xBF88E1D0], [0xBF1E2108, 0x3FEC8B16, 0xBEC6FC4C, 0xBE20833D]]> : tensor<3x4xf32>
    %a1 = stablehlo.constant dense<[[1, -2, 3, 4], [1, -2, 3, 4], [1, -2, 3, 4]]> : tensor<3x4xi32>
    %r:6 = func.call @model(%a0, %a1) : (tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3xf16>, tensor<4xbf16>, tensor<3x4xi32>, tensor<3x4xf64>, tensor<3x4xi1>, tensor<3x4xi8>)
    check.expect_almost_eq_const %r#0, dense<[0x456D, 0x4556, 0x43F1]> : tensor<3xf16> {tolerance = 1.0e-02 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x4025, 0x4034, 0x3FD9, 0x3EE8]> : tensor<4xbf16> {tolerance = 1.0e-02 : f64}
    check.expect_eq_const %r#2, dense<[[0, 0, 4, -7], [1, 0, -3, -4], [0, -3, -1, 0]]> : tensor<3x4xi32>
    check.expect_almost_eq_const %r#3, dense<[[0x3FE40787088EC111, 0x7FF8000000000000, 0x3FF2EB8966C421DA, 0x7FF8000000000000], [0x3FF5209CA15454B9, 0x3FD757E620287E34, 0x7FF8000000000000, 0x7FF8000000000000], [0x7FF8000000000000, 0x3FF5C0245245B7F4, 0x7FF8000000000000, 0x7FF8000000000000]]> : tensor<3x4xf64> {tolerance = 1.0e-02 : f64}
    check.expect_eq_const %r#4, dense<[[false, false, false, false], [false, false, false, false], [false, false, false, false]]> : tensor<3x4xi1>
    check.expect_eq_const %r#5, dense<[[1, -2, 3, 4], [1, -2, 3, 4], [1, -2, 3, 4]]> : tensor<3x4xi8>
    func.return
  }
}
