// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("torch/nn/modules/sparse.py":192:0)
#loc2 = loc("export_torch.py":148:0)
#loc4 = loc("export_torch.py":155:0)
#loc7 = loc("export_torch.py":152:0)
#loc8 = loc("export_torch.py":153:0)
#loc9 = loc("export_torch.py":154:0)
#loc11 = loc(callsite(#loc1 at #loc2))
module {
  func.func @main(%arg0: tensor<2x5xi64> loc(callsite(#loc1 at #loc2)), %arg1: tensor<4x6xf32> loc(callsite(#loc1 at #loc2)), %arg2: tensor<3xi64> loc(callsite(#loc1 at #loc2))) -> (tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32>) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<4x6xf32> loc(#loc3)
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_10_4_torch.float32> : tensor<10x4xf32> loc(#loc11)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc)
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc4)
    %c = stablehlo.constant dense<0> : tensor<i64> loc(#loc)
    %0 = "stablehlo.gather"(%cst_0, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<2x5xi64>) -> tensor<2x5x4xf32> loc(#loc11)
    %1 = stablehlo.convert %0 : tensor<2x5x4xf32> loc(#loc11)
    %2 = "stablehlo.gather"(%arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<3x6xf32> loc(#loc5)
    %3 = stablehlo.convert %2 : tensor<3x6xf32> loc(#loc5)
    %4 = stablehlo.reshape %arg2 : (tensor<3xi64>) -> tensor<1x3xi64> loc(#loc6)
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x3xi64>) -> tensor<4x3xi64> loc(#loc6)
    %6 = stablehlo.iota dim = 0 : tensor<4x3x1xi64> loc(#loc6)
    %7 = stablehlo.reshape %5 : (tensor<4x3xi64>) -> tensor<4x3x1xi64> loc(#loc6)
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<4x3x1xi64>, tensor<4x3x1xi64>) -> tensor<4x3x2xi64> loc(#loc6)
    %9 = "stablehlo.gather"(%arg1, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x3x2xi64>) -> tensor<4x3xf32> loc(#loc6)
    %10 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32> loc(#loc3)
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x6xf32> loc(#loc3)
    %12 = stablehlo.compare GT, %arg1, %11, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1> loc(#loc3)
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x6xi1>) -> tensor<4x6xi1> loc(#loc3)
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6xf32> loc(#loc3)
    %15 = stablehlo.broadcast_in_dim %cst, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6xf32> loc(#loc3)
    %16 = stablehlo.select %13, %14, %15 : tensor<4x6xi1>, tensor<4x6xf32> loc(#loc3)
    %17 = "stablehlo.reduce_window"(%arg1, %cst_1) <{padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg3: tensor<f32> loc("export_torch.py":152:0), %arg4: tensor<f32> loc("export_torch.py":152:0)):
      %32 = stablehlo.add %arg3, %arg4 : tensor<f32> loc(#loc7)
      stablehlo.return %32 : tensor<f32> loc(#loc7)
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32> loc(#loc7)
    %18 = stablehlo.iota dim = 1 : tensor<4x6xi64> loc(#loc8)
    %19:2 = "stablehlo.sort"(%arg1, %18) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<f32> loc("export_torch.py":153:0), %arg4: tensor<f32> loc("export_torch.py":153:0), %arg5: tensor<i64> loc("export_torch.py":153:0), %arg6: tensor<i64> loc("export_torch.py":153:0)):
      %32 = stablehlo.compare GT, %arg3, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc8)
      stablehlo.return %32 : tensor<i1> loc(#loc8)
    }) : (tensor<4x6xf32>, tensor<4x6xi64>) -> (tensor<4x6xf32>, tensor<4x6xi64>) loc(#loc8)
    %20 = stablehlo.slice %19#0 [0:4, 0:2] : (tensor<4x6xf32>) -> tensor<4x2xf32> loc(#loc8)
    %21 = stablehlo.slice %19#1 [0:4, 0:2] : (tensor<4x6xi64>) -> tensor<4x2xi64> loc(#loc8)
    %22 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x6xf32>) -> tensor<4x1xf32> loc(#loc9)
    %23 = stablehlo.reshape %22 : (tensor<4x1xf32>) -> tensor<4xf32> loc(#loc9)
    %24 = stablehlo.iota dim = 0 : tensor<4xi64> loc(#loc9)
    %25:2 = "stablehlo.sort"(%23, %24) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<f32> loc("export_torch.py":154:0), %arg4: tensor<f32> loc("export_torch.py":154:0), %arg5: tensor<i64> loc("export_torch.py":154:0), %arg6: tensor<i64> loc("export_torch.py":154:0)):
      %32 = stablehlo.compare GT, %arg3, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc9)
      stablehlo.return %32 : tensor<i1> loc(#loc9)
    }) : (tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) loc(#loc9)
    %26 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5xf32> loc(#loc4)
    %27 = stablehlo.iota dim = 1 : tensor<2x5xi64> loc(#loc4)
    %28:2 = stablehlo.reduce(%26 init: %cst_2), (%27 init: %c) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xi64>)
     reducer(%arg3: tensor<f32> loc("export_torch.py":155:0), %arg5: tensor<f32> loc("export_torch.py":155:0)) (%arg4: tensor<i64> loc("export_torch.py":155:0), %arg6: tensor<i64> loc("export_torch.py":155:0))  {
      %32 = stablehlo.compare GE, %arg3, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc4)
      %33 = stablehlo.select %32, %arg3, %arg5 : tensor<i1>, tensor<f32> loc(#loc4)
      %34 = stablehlo.compare EQ, %arg3, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc4)
      %35 = stablehlo.minimum %arg4, %arg6 : tensor<i64> loc(#loc4)
      %36 = stablehlo.select %32, %arg4, %arg6 : tensor<i1>, tensor<i64> loc(#loc4)
      %37 = stablehlo.select %34, %35, %36 : tensor<i1>, tensor<i64> loc(#loc4)
      stablehlo.return %33, %37 : tensor<f32>, tensor<i64> loc(#loc4)
    } loc(#loc4)
    %29 = stablehlo.slice %arg1 [0:4, 1:4] : (tensor<4x6xf32>) -> tensor<4x3xf32> loc(#loc10)
    %30 = stablehlo.reshape %arg2 : (tensor<3xi64>) -> tensor<3x1xi64> loc(#loc10)
    %31 = "stablehlo.gather"(%29, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32> loc(#loc10)
    return %1, %3, %9, %16, %17, %20, %21, %25#0, %25#1, %28#1, %31 : tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32> loc(#loc10)
  } loc(#loc11)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("export_torch.py":151:0)
#loc5 = loc("export_torch.py":149:0)
#loc6 = loc("export_torch.py":150:0)
#loc10 = loc("export_torch.py":156:0)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_4_torch.float32: "0x040000002F19A63E70773B3F502D393FCD3606BF11847FBF6E3A4E3FD30108BE6BD74E40DC10903FDAFC29BEA93E64BF863A60BEABEB043F2F4ADF3FFD5D793FFC98D7BE1BE4B1BD023F213F58547E3F9AC0C0BF3294ACBF5535D03EF664F73EC8DAD6BE9010453F34B06BBDAB7B223FEE578D3F7BA354BF752AA43E52F898BD75C175BFB88670BFA952A93F943F60BF371383BFCEA352BF2CAE13BF1FB69D3F1BED19BF"
    }
  }
#-}
