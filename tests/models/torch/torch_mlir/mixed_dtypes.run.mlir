// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("export_torch.py":198:0)
module {
  func.func private @model(%arg0: tensor<3x4xf32> loc("export_torch.py":198:0), %arg1: tensor<3x4xi32> loc("export_torch.py":198:0)) -> (tensor<3xf16>, tensor<4xbf16>, tensor<3x4xi32>, tensor<3x4xf64>, tensor<3x4xi1>, tensor<3x4xi8>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16> loc(#loc2)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16> loc(#loc3)
    %cst_1 = arith.constant dense<3> : tensor<1xi64> loc(#loc3)
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf16> loc(#loc1)
    %1 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16> loc(#loc4)
    %2 = stablehlo.multiply %0, %0 : tensor<3x4xf16> loc(#loc2)
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf16>, tensor<f16>) -> tensor<3xf16> loc(#loc2)
    %4 = stablehlo.exponential %1 : tensor<3x4xbf16> loc(#loc3)
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<4xbf16> loc(#loc3)
    %6 = stablehlo.convert %cst_1 : (tensor<1xi64>) -> tensor<1xbf16> loc(#loc3)
    %7 = stablehlo.reshape %6 : (tensor<1xbf16>) -> tensor<bf16> loc(#loc3)
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<4xbf16> loc(#loc3)
    %9 = stablehlo.divide %5, %8 : tensor<4xbf16> loc(#loc3)
    %10 = stablehlo.convert %arg1 : (tensor<3x4xi32>) -> tensor<3x4xf32> loc(#loc5)
    %11 = stablehlo.multiply %10, %arg0 : tensor<3x4xf32> loc(#loc5)
    %12 = stablehlo.convert %11 : (tensor<3x4xf32>) -> tensor<3x4xi32> loc(#loc5)
    %13 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64> loc(#loc6)
    %14 = stablehlo.sqrt %13 : tensor<3x4xf64> loc(#loc6)
    %15 = stablehlo.abs %14 : tensor<3x4xf64> loc(#loc6)
    %16 = stablehlo.divide %arg0, %arg0 : tensor<3x4xf32> loc(#loc6)
    %17 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1> loc(#loc6)
    %18 = stablehlo.convert %arg1 : (tensor<3x4xi32>) -> tensor<3x4xi8> loc(#loc6)
    return %3, %9, %12, %15, %17, %18 : tensor<3xf16>, tensor<4xbf16>, tensor<3x4xi32>, tensor<3x4xf64>, tensor<3x4xi1>, tensor<3x4xi8> loc(#loc6)
  } loc(#loc1)
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
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("export_torch.py":200:0)
#loc3 = loc("export_torch.py":201:0)
#loc4 = loc("export_torch.py":199:0)
#loc5 = loc("export_torch.py":202:0)
#loc6 = loc("export_torch.py":203:0)
