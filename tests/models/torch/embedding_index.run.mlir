// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.133 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @model(%arg0: tensor<2x5xi64>, %arg1: tensor<10x4xf32>, %arg2: tensor<3xi64>, %arg3: tensor<4x6xf32>) -> (tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32>) {
    %c = stablehlo.constant dense<4> : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<3xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x5xi64>) -> tensor<10xi64>
    %1 = stablehlo.convert %0 : (tensor<10xi64>) -> tensor<10xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<10xui32>) -> tensor<10x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<10x4xf32>) -> tensor<2x5x4xf32>
    %4 = stablehlo.convert %arg2 : (tensor<3xi64>) -> tensor<3xui32>
    %5 = "stablehlo.gather"(%arg3, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<3xui32>) -> tensor<3x6xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xui32>) -> tensor<4x3x1xui32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xi64>) -> tensor<4x3xi64>
    %9 = stablehlo.convert %8 : (tensor<4x3xi64>) -> tensor<4x3xui32>
    %10 = stablehlo.reshape %9 : (tensor<4x3xui32>) -> tensor<4x3x1xui32>
    %11 = stablehlo.concatenate %7, %10, dim = 2 : (tensor<4x3x1xui32>, tensor<4x3x1xui32>) -> tensor<4x3x2xui32>
    %12 = "stablehlo.gather"(%arg3, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x3x2xui32>) -> tensor<4x3xf32>
    %13 = stablehlo.compare  GT, %arg3, %cst_1 : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %14 = stablehlo.select %13, %arg3, %cst : tensor<4x6xi1>, tensor<4x6xf32>
    %15 = "stablehlo.reduce_window"(%arg3, %cst_4) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %38 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %38 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.iota dim = 0 : tensor<6xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<6xi32>) -> tensor<4x6xi32>
    %18:2 = "stablehlo.sort"(%arg3, %17) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %38 = stablehlo.compare  GT, %arg4, %arg5,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    %19 = stablehlo.slice %18#0 [0:4, 0:2] : (tensor<4x6xf32>) -> tensor<4x2xf32>
    %20 = stablehlo.slice %18#1 [0:4, 0:2] : (tensor<4x6xi32>) -> tensor<4x2xi32>
    %21 = stablehlo.convert %20 : (tensor<4x2xi32>) -> tensor<4x2xi64>
    %22 = stablehlo.slice %arg3 [0:4, 0:1] : (tensor<4x6xf32>) -> tensor<4x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x1xf32>) -> tensor<4xf32>
    %24 = stablehlo.iota dim = 0 : tensor<4xi32>
    %25:2 = "stablehlo.sort"(%23, %24) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %38 = stablehlo.compare  GT, %arg4, %arg5,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    %26 = stablehlo.convert %25#1 : (tensor<4xi32>) -> tensor<4xi64>
    %27 = stablehlo.reduce(%3 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5xf32>
    %28 = stablehlo.iota dim = 0 : tensor<5xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<5xi32>) -> tensor<2x5xi32>
    %30:2 = stablehlo.reduce(%27 init: %cst_3), (%29 init: %c_2) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %38 = stablehlo.compare  GE, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = stablehlo.select %38, %arg4, %arg6 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare  EQ, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %41 = stablehlo.minimum %arg5, %arg7 : tensor<i32>
      %42 = stablehlo.select %38, %arg5, %arg7 : tensor<i1>, tensor<i32>
      %43 = stablehlo.select %40, %41, %42 : tensor<i1>, tensor<i32>
      stablehlo.return %39, %43 : tensor<f32>, tensor<i32>
    }
    %31 = stablehlo.convert %30#1 : (tensor<2xi32>) -> tensor<2xi64>
    %32 = stablehlo.slice %arg3 [0:4, 1:4] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %33 = stablehlo.compare  LT, %arg2, %c_0 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %34 = stablehlo.add %arg2, %c : tensor<3xi64>
    %35 = stablehlo.select %33, %34, %arg2 : tensor<3xi1>, tensor<3xi64>
    %36 = stablehlo.reshape %35 : (tensor<3xi64>) -> tensor<3x1xi64>
    %37 = "stablehlo.gather"(%32, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
    return %3, %5, %12, %14, %15, %19, %21, %25#0, %26, %31, %37 : tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[1, 3, 5, 7, 9], [0, 2, 4, 6, 8]]> : tensor<2x5xi64>
    %a1 = stablehlo.constant dense<[[0x3EA6192F, 0x3F3B7770, 0x3F392D50, 0xBF0636CD], [0xBF7F8411, 0x3F4E3A6E, 0xBE0801D3, 0x404ED76B], [0x3F9010DC, 0xBE29FCDA, 0xBF643EA9, 0xBE603A86], [0x3F04EBAB, 0x3FDF4A2F, 0x3F795DFD, 0xBED798FC], [0xBDB1E41B, 0x3F213F02, 0x3F7E5458, 0xBFC0C09A], [0xBFAC9432, 0x3ED03555, 0x3EF764F6, 0xBED6DAC8], [0x3F451090, 0xBD6BB034, 0x3F227BAB, 0x3F8D57EE], [0xBF54A37B, 0x3EA42A75, 0xBD98F852, 0xBF75C175], [0xBF7086B8, 0x3FA952A9, 0xBF603F94, 0xBF831337], [0xBF52A3CE, 0xBF13AE2C, 0x3F9DB61F, 0xBF19ED1B]]> : tensor<10x4xf32>
    %a2 = stablehlo.constant dense<[3, 0, 2]> : tensor<3xi64>
    %a3 = stablehlo.constant dense<[[0x3F5D70C4, 0xBE8F3A5C, 0xBF32B29C, 0xBDBB3C19, 0x3FE17B28, 0xBC6709E3], [0x3FA01E31, 0xBFB2BC84, 0xBDB0463C, 0x3F983079, 0xBEEFB645, 0x3F6CFFB1], [0x3EE39229, 0x3F581C95, 0x3EAF3BF7, 0x3F2CD4E2, 0xBF464912, 0xBE2109B2], [0x402AA438, 0x3E82CF4C, 0xC03E46B7, 0xBFF3223B, 0xBE15299F, 0x3D78B503]]> : tensor<4x6xf32>
    %r:11 = func.call @model(%a0, %a1, %a2, %a3) : (tensor<2x5xi64>, tensor<10x4xf32>, tensor<3xi64>, tensor<4x6xf32>) -> (tensor<2x5x4xf32>, tensor<3x6xf32>, tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi64>, tensor<4xf32>, tensor<4xi64>, tensor<2xi64>, tensor<3x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0xBF7F8411, 0x3F4E3A6E, 0xBE0801D3, 0x404ED76B], [0x3F04EBAB, 0x3FDF4A2F, 0x3F795DFD, 0xBED798FC], [0xBFAC9432, 0x3ED03555, 0x3EF764F6, 0xBED6DAC8], [0xBF54A37B, 0x3EA42A75, 0xBD98F852, 0xBF75C175], [0xBF52A3CE, 0xBF13AE2C, 0x3F9DB61F, 0xBF19ED1B]], [[0x3EA6192F, 0x3F3B7770, 0x3F392D50, 0xBF0636CD], [0x3F9010DC, 0xBE29FCDA, 0xBF643EA9, 0xBE603A86], [0xBDB1E41B, 0x3F213F02, 0x3F7E5458, 0xBFC0C09A], [0x3F451090, 0xBD6BB034, 0x3F227BAB, 0x3F8D57EE], [0xBF7086B8, 0x3FA952A9, 0xBF603F94, 0xBF831337]]]> : tensor<2x5x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x402AA438, 0x3E82CF4C, 0xC03E46B7, 0xBFF3223B, 0xBE15299F, 0x3D78B503], [0x3F5D70C4, 0xBE8F3A5C, 0xBF32B29C, 0xBDBB3C19, 0x3FE17B28, 0xBC6709E3], [0x3EE39229, 0x3F581C95, 0x3EAF3BF7, 0x3F2CD4E2, 0xBF464912, 0xBE2109B2]]> : tensor<3x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBDBB3C19, 0x3F5D70C4, 0xBF32B29C], [0x3F983079, 0x3FA01E31, 0xBDB0463C], [0x3F2CD4E2, 0x3EE39229, 0x3EAF3BF7], [0xBFF3223B, 0x402AA438, 0xC03E46B7]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0x3F5D70C4, 0xBF800000, 0xBF800000, 0xBF800000, 0x3FE17B28, 0xBF800000], [0x3FA01E31, 0xBF800000, 0xBF800000, 0x3F983079, 0xBF800000, 0x3F6CFFB1], [0x3EE39229, 0x3F581C95, 0x3EAF3BF7, 0x3F2CD4E2, 0xBF800000, 0xBF800000], [0x402AA438, 0x3E82CF4C, 0xBF800000, 0xBF800000, 0xBF800000, 0x3D78B503]]> : tensor<4x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0x3F5D70C4, 0x3F15D396, 0xBDE6F830, 0xBE511A24, 0x3FC757E3, 0x3FC589D0], [0x3FA01E31, 0xBE14F298, 0xBE6D15B6, 0x3F751B84, 0x3EFA80C4, 0x3FB5200A], [0x3EE39229, 0x3FA4F2D5, 0x3FD0C1D2, 0x40139622, 0x3FC407BA, 0x3FAFE684], [0x402AA438, 0x403AFE22, 0xBD522560, 0xBFF9B366, 0xC0062C4D, 0xC0024979]]> : tensor<4x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[0x3FE17B28, 0x3F5D70C4], [0x3FA01E31, 0x3F983079], [0x3F581C95, 0x3F2CD4E2], [0x402AA438, 0x3E82CF4C]]> : tensor<4x2xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#6, dense<[[4, 0], [0, 3], [1, 3], [0, 1]]> : tensor<4x2xi64>
    check.expect_almost_eq_const %r#7, dense<[0x402AA438, 0x3FA01E31, 0x3F5D70C4, 0x3EE39229]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#8, dense<[3, 1, 0, 2]> : tensor<4xi64>
    check.expect_eq_const %r#9, dense<[0, 3]> : tensor<2xi64>
    check.expect_almost_eq_const %r#10, dense<[[0x3E82CF4C, 0xC03E46B7, 0xBFF3223B], [0xBE8F3A5C, 0xBF32B29C, 0xBDBB3C19], [0x3F581C95, 0x3EAF3BF7, 0x3F2CD4E2]]> : tensor<3x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
