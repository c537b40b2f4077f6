// Exported by tests/models/export_jax.py with JAX 0.10.2; do not edit.
// RUN: stablehlo-translate-go --interpret %s
module @jit_indexing attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6x4xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}, tensor<6x4xf32> {jax.result_info = "result[2]"}, tensor<6x4xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<3xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<3xi1>, tensor<3xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %26 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<6x4xf32>
    %14 = stablehlo.slice %arg0 [0:6, 0:1] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<6x1xf32>) -> tensor<6xf32>
    %16 = call @argsort(%15) : (tensor<6xf32>) -> tensor<6xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %20 = stablehlo.add %16, %19 : tensor<6xi64>
    %21 = stablehlo.select %18, %20, %16 : tensor<6xi1>, tensor<6xi64>
    %22 = stablehlo.convert %21 : (tensor<6xi64>) -> tensor<6xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %24 = "stablehlo.gather"(%arg0, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %25 = call @cumsum(%arg0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    return %6, %13, %24, %25 : tensor<3x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>
  }
  func.func private @argsort(%arg0: tensor<6xf32>) -> tensor<6xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<6xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<6xf32>, tensor<6xi64>) -> (tensor<6xf32>, tensor<6xi64>)
    return %1#1 : tensor<6xi64>
  }
  func.func private @cumsum(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 6, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<6x4xf32>
    return %1 : tensor<6x4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3EE2A630, 0x3CD8E330, 0xBF1F89D9, 0x3CE54592], [0x3FB5CED1, 0xBF572D8D, 0xBF54F900, 0xBE0A6F3C], [0x3FD62AAD, 0x3E902F69, 0x3CA7663F, 0xBD67493D], [0x3F82410C, 0x3F0C8E57, 0x3EA1BD2C, 0x3E672732], [0x4012E570, 0xBF36FC15, 0xBFB1B0BE, 0xBF123666], [0xBD4B367C, 0x3EE71A44, 0xBD27BA84, 0x3F6E8240]]> : tensor<6x4xf32>
    %a1 = stablehlo.constant dense<[4, 0, 2]> : tensor<3xi32>
    %a2 = stablehlo.constant dense<[[0x3F0C8B6F, 0x4001B29B, 0x3E6B9EA4, 0xBEBC2180], [0x3F3A394C, 0xBED56EC4, 0x3FCCACA6, 0x3FD0DBF9], [0x3F8279C5, 0xBE391DC5, 0xBD851E5D, 0x3EB4E971]]> : tensor<3x4xf32>
    %r:4 = func.call @model(%a0, %a1, %a2) : (tensor<6x4xf32>, tensor<3xi32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x4012E570, 0xBF36FC15, 0xBFB1B0BE, 0xBF123666], [0x3EE2A630, 0x3CD8E330, 0xBF1F89D9, 0x3CE54592], [0x3FD62AAD, 0x3E902F69, 0x3CA7663F, 0xBD67493D]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3F95C632, 0xBEC7E091, 0x3F79CF73, 0x3FD4710F], [0x3FB5CED1, 0xBF572D8D, 0xBF54F900, 0xBE0A6F3C], [0x402C5239, 0x3DCE821A, 0xBD36899A, 0x3E980049], [0x3F82410C, 0x3F0C8E57, 0x3EA1BD2C, 0x3E672732], [0x4036084C, 0x3FA7E72C, 0xBF943CEA, 0xBF704726], [0xBD4B367C, 0x3EE71A44, 0xBD27BA84, 0x3F6E8240]]> : tensor<6x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBD4B367C, 0x3EE71A44, 0xBD27BA84, 0x3F6E8240], [0x3EE2A630, 0x3CD8E330, 0xBF1F89D9, 0x3CE54592], [0x3F82410C, 0x3F0C8E57, 0x3EA1BD2C, 0x3E672732], [0x3FB5CED1, 0xBF572D8D, 0xBF54F900, 0xBE0A6F3C], [0x3FD62AAD, 0x3E902F69, 0x3CA7663F, 0xBD67493D], [0x4012E570, 0xBF36FC15, 0xBFB1B0BE, 0xBF123666]]> : tensor<6x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0x3EE2A630, 0x3CD8E330, 0xBF1F89D9, 0x3CE54592], [0x3FEE785D, 0xBF506674, 0xBFBA416C, 0xBDDB8D14], [0x40625185, 0xBF084EC0, 0xBFB7A3D3, 0xBE2798D9], [0x4091B906, 0x3C87F2E0, 0xBF8F3488, 0x3D7E3964], [0x40DB2BBE, 0xBF32BC7E, 0xC02072A3, 0xBF0252D0], [0x40D99551, 0xBE7CBD70, 0xC023118D, 0x3ED85EE0]]> : tensor<6x4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
