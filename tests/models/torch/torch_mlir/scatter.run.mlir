// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("export_torch.py":162:0)
#loc2 = loc("export_torch.py":163:0)
#loc4 = loc("export_torch.py":165:0)
module {
  func.func private @model(%arg0: tensor<4x3xf32> loc("export_torch.py":162:0), %arg1: tensor<3xi64> loc("export_torch.py":162:0), %arg2: tensor<3x3xf32> loc("export_torch.py":162:0)) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x6xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<3> : tensor<3x2xi64> loc(#loc2)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc3)
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32> loc(#loc3)
    %cst_1 = arith.constant dense<2.000000e+00> : tensor<1xf64> loc(#loc4)
    %cst_2 = arith.constant dense<5.000000e-01> : tensor<1xf64> loc(#loc5)
    %0 = stablehlo.reshape %arg1 : (tensor<3xi64>) -> tensor<3x1xi64> loc(#loc1)
    %1 = "stablehlo.scatter"(%arg0, %0, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32> loc("export_torch.py":162:0), %arg4: tensor<f32> loc("export_torch.py":162:0)):
      %25 = stablehlo.add %arg3, %arg4 : tensor<f32> loc(#loc1)
      stablehlo.return %25 : tensor<f32> loc(#loc1)
    }) : (tensor<4x3xf32>, tensor<3x1xi64>, tensor<3x3xf32>) -> tensor<4x3xf32> loc(#loc1)
    %2 = stablehlo.reshape %arg1 : (tensor<3xi64>) -> tensor<3x1xi64> loc(#loc2)
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xi64>) -> tensor<3x2xi64> loc(#loc2)
    %4 = stablehlo.remainder %3, %c : tensor<3x2xi64> loc(#loc2)
    %5 = stablehlo.slice %arg2 [0:3, 0:2] : (tensor<3x3xf32>) -> tensor<3x2xf32> loc(#loc2)
    %6 = stablehlo.slice %5 [0:3, 0:2] : (tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc2)
    %7 = stablehlo.iota dim = 0 : tensor<3x2x1xi64> loc(#loc2)
    %8 = stablehlo.reshape %4 : (tensor<3x2xi64>) -> tensor<3x2x1xi64> loc(#loc2)
    %9 = stablehlo.concatenate %7, %8, dim = 2 : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64> loc(#loc2)
    %10 = "stablehlo.scatter"(%arg0, %9, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32> loc("export_torch.py":163:0), %arg4: tensor<f32> loc("export_torch.py":163:0)):
      stablehlo.return %arg4 : tensor<f32> loc(#loc2)
    }) : (tensor<4x3xf32>, tensor<3x2x2xi64>, tensor<3x2xf32>) -> tensor<4x3xf32> loc(#loc2)
    %11 = stablehlo.convert %cst_1 : (tensor<1xf64>) -> tensor<1xf32> loc(#loc4)
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32> loc(#loc4)
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<3x3xf32> loc(#loc4)
    %14 = stablehlo.multiply %arg2, %13 : tensor<3x3xf32> loc(#loc4)
    %15 = "stablehlo.scatter"(%arg0, %0, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32> loc("export_torch.py":165:0), %arg4: tensor<f32> loc("export_torch.py":165:0)):
      stablehlo.return %arg4 : tensor<f32> loc(#loc4)
    }) : (tensor<4x3xf32>, tensor<3x1xi64>, tensor<3x3xf32>) -> tensor<4x3xf32> loc(#loc4)
    %16 = stablehlo.convert %cst_2 : (tensor<1xf64>) -> tensor<1xf32> loc(#loc5)
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32> loc(#loc5)
    %18 = stablehlo.pad %arg0, %17, low = [0, 1], high = [1, 2], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<5x6xf32> loc(#loc5)
    %19 = stablehlo.reverse %arg0, dims = [0] : tensor<4x3xf32> loc(#loc3)
    %20 = stablehlo.slice %arg0 [0:4, 2:3] : (tensor<4x3xf32>) -> tensor<4x1xf32> loc(#loc3)
    %21 = stablehlo.slice %arg0 [0:4, 0:2] : (tensor<4x3xf32>) -> tensor<4x2xf32> loc(#loc3)
    %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<4x1xf32>, tensor<4x2xf32>) -> tensor<4x3xf32> loc(#loc3)
    %23 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32> loc(#loc3)
    %24 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc3)
    return %1, %10, %15, %18, %19, %22, %23, %24 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x6xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4xf32> loc(#loc3)
  } loc(#loc1)
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3EB8EA6C, 0x3E9788F8, 0xBFE35907], [0xBF10C5DB, 0x3E7F8C21, 0xBFA322C7], [0xBDBF1335, 0x3D07DD24, 0x3F1D16EE], [0xBF8C46A2, 0x3FF2D0FF, 0x3F45895E]]> : tensor<4x3xf32>
    %a1 = stablehlo.constant dense<[2, 0, 3]> : tensor<3xi64>
    %a2 = stablehlo.constant dense<[[0xBE9A1EDE, 0x3FDF2C68, 0xBF4C4159], [0xBF949570, 0xBE96C283, 0xC053414E], [0xBF61C1A0, 0x3EECDF75, 0x3FCD776E]]> : tensor<3x3xf32>
    %r:8 = func.call @model(%a0, %a1, %a2) : (tensor<4x3xf32>, tensor<3xi64>, tensor<3x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x6xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBF4CB5AA, 0x3AC67500, 0xC0A276E9], [0xBF10C5DB, 0x3E7F8C21, 0xBFA322C7], [0xBEC9E3AB, 0x3FE36B51, 0xBE3CA9AC], [0xBFFD2772, 0x4017046E, 0x40181E0E]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3EB8EA6C, 0x3E9788F8, 0x3FDF2C68], [0xBE96C283, 0x3E7F8C21, 0xBFA322C7], [0x3EECDF75, 0x3D07DD24, 0x3F1D16EE], [0xBF8C46A2, 0x3FF2D0FF, 0x3F45895E]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xC0149570, 0xBF16C283, 0xC0D3414E], [0xBF10C5DB, 0x3E7F8C21, 0xBFA322C7], [0xBF1A1EDE, 0x405F2C68, 0xBFCC4159], [0xBFE1C1A0, 0x3F6CDF75, 0x404D776E]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0x3F000000, 0x3EB8EA6C, 0x3E9788F8, 0xBFE35907, 0x3F000000, 0x3F000000], [0x3F000000, 0xBF10C5DB, 0x3E7F8C21, 0xBFA322C7, 0x3F000000, 0x3F000000], [0x3F000000, 0xBDBF1335, 0x3D07DD24, 0x3F1D16EE, 0x3F000000, 0x3F000000], [0x3F000000, 0xBF8C46A2, 0x3FF2D0FF, 0x3F45895E, 0x3F000000, 0x3F000000], [0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000]]> : tensor<5x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0xBF8C46A2, 0x3FF2D0FF, 0x3F45895E], [0xBDBF1335, 0x3D07DD24, 0x3F1D16EE], [0xBF10C5DB, 0x3E7F8C21, 0xBFA322C7], [0x3EB8EA6C, 0x3E9788F8, 0xBFE35907]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[0xBFE35907, 0x3EB8EA6C, 0x3E9788F8], [0xBFA322C7, 0xBF10C5DB, 0x3E7F8C21], [0x3F1D16EE, 0xBDBF1335, 0x3D07DD24], [0x3F45895E, 0xBF8C46A2, 0x3FF2D0FF]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[0x3EB8EA6C, 0x3FF2D0FF, 0x3F45895E]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[0xBFE35907, 0xBFA322C7, 0xBDBF1335, 0xBF8C46A2]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("export_torch.py":167:0)
#loc5 = loc("export_torch.py":166:0)
