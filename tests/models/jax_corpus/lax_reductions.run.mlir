// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<6xf32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}, tensor<i1> {jax.result_info = "result[7]"}, tensor<i1> {jax.result_info = "result[8]"}, tensor<f32> {jax.result_info = "result[9]"}, tensor<6xf32> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.multiply across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.minimum across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_4 : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_var(%arg0, %c) : (tensor<6x5xf32>, tensor<i64>) -> tensor<6xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %7 = call @_std(%arg0, %c_5) : (tensor<6x5xf32>, tensor<i64>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %9 = stablehlo.compare GT, %arg0, %8, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.reduce(%9 init: %c_7) applies stablehlo.or across dimensions = [0, 1] : (tensor<6x5xi1>, tensor<i1>) -> tensor<i1>
    %cst_8 = stablehlo.constant dense<-3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %12 = stablehlo.compare GT, %arg0, %11, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_9) applies stablehlo.and across dimensions = [0, 1] : (tensor<6x5xi1>, tensor<i1>) -> tensor<i1>
    %14 = call @norm(%arg0) : (tensor<6x5xf32>) -> tensor<f32>
    %15 = call @median(%arg0) : (tensor<6x5xf32>) -> tensor<6xf32>
    return %0, %1, %2, %3, %5, %6, %7, %10, %13, %14, %15 : tensor<5xf32>, tensor<6xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<6xf32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<6xf32>
  }
  func.func private @_var(%arg0: tensor<6x5xf32>, %arg1: tensor<i64>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x5xf32>
    %6 = chlo.square %5 : tensor<6x5xf32> -> tensor<6x5xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.divide %9, %10 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<6xf32>, tensor<f64>) -> tensor<6xf32>
    return %13 : tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<6xf32>, %arg2: tensor<f64>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @_std(%arg0: tensor<6x5xf32>, %arg1: tensor<i64>) -> tensor<f32> {
    %0 = call @_var_0(%arg0, %arg1) : (tensor<6x5xf32>, tensor<i64>) -> tensor<f32>
    %1 = stablehlo.sqrt %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_var_0(%arg0: tensor<6x5xf32>, %arg1: tensor<i64>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x5xf32>
    %6 = chlo.square %5 : tensor<6x5xf32> -> tensor<6x5xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.divide %9, %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = call @_where_1(%11, %10, %cst_4) : (tensor<i1>, tensor<f32>, tensor<f64>) -> tensor<f32>
    return %12 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f64>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @norm(%arg0: tensor<6x5xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<6x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @median(%arg0: tensor<6x5xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %0 = call @quantile(%arg0, %cst) : (tensor<6x5xf32>, tensor<f64>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @quantile(%arg0: tensor<6x5xf32>, %arg1: tensor<f64>) -> tensor<6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<6x5xi1>, tensor<i1>) -> tensor<6xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xi1>) -> tensor<6x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %3 = call @_where_2(%2, %cst, %arg0) : (tensor<6x1xi1>, tensor<f64>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_11, %23 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_14, %27 : tensor<i1>, tensor<f32>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f64>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f64>
    %7 = stablehlo.floor %6 : tensor<f64>
    %8 = stablehlo.ceil %6 : tensor<f64>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.clamp %cst_4, %7, %9 : tensor<f64>
    %cst_5 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.subtract %cst_5, %cst_6 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.clamp %cst_7, %8, %11 : tensor<f64>
    %13 = stablehlo.convert %10 : (tensor<f64>) -> tensor<i64>
    %14 = stablehlo.convert %12 : (tensor<f64>) -> tensor<i64>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %16 = "stablehlo.gather"(%4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 6, 1>}> : (tensor<6x5xf32>, tensor<1xi64>) -> tensor<6xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 6, 1>}> : (tensor<6x5xf32>, tensor<1xi64>) -> tensor<6xf32>
    %19 = stablehlo.add %16, %18 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<6xf32>
    return %21 : tensor<6xf32>
  }
  func.func private @_where_2(%arg0: tensor<6x1xi1>, %arg1: tensor<f64>, %arg2: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<6x1xi1>) -> tensor<6x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<6x5xi1>, tensor<6x5xf32>
    return %3 : tensor<6x5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBF6ED612, 0xBF590A07, 0x3F8D5330, 0x3D518AAF, 0x3F14CBB9], [0x3FCBCF25, 0x3DF7C169, 0xBE93CA55, 0xBE671E4B, 0xBE0AFF88], [0xBF9D95EA, 0x3FA974A7, 0x3E5DC0F3, 0x3EE61CE3, 0x3F5D10EC], [0xBF137896, 0x3EA876D5, 0xBF92BC28, 0x3F4458A1, 0xBEE73BC7], [0x3F56FCDD, 0xBEC4034A, 0x3E094F2B, 0xBECD0895, 0xBE9EDFD4], [0xBEFC65F6, 0x3CD9BD7C, 0x3FAACC3E, 0x3F0CA353, 0x3F51E26D]]> : tensor<6x5xf32>
    %r:11 = func.call @model(%a0) : (tensor<6x5xf32>) -> (tensor<5xf32>, tensor<6xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<6xf32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<6xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBF4D1250, 0x3F11DF25, 0x3FAD52B4, 0x3F986B9A, 0x3FAEF8B2]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3CD4B997, 0xBADF45F4, 0xBE0C461A, 0xBD9A2463, 0xBBAF8A4F, 0xBC010560]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<0x3FCBCF25> : tensor<f32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0xBF9D95EA, 0xBF590A07, 0xBF92BC28, 0xBECD0895, 0xBEE73BC7]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<0x3DFB42E4> : tensor<f32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[0x3F213124, 0x3EFD997B, 0x3F3F5015, 0x3EECF568, 0x3E661C62, 0x3ECC834B]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<0x3F3CE568> : tensor<f32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#7, dense<true> : tensor<i1>
    check.expect_eq_const %r#8, dense<true> : tensor<i1>
    check.expect_almost_eq_const %r#9, dense<0x40831A94> : tensor<f32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#10, dense<[0x3D518AAF, 0xBE0AFF88, 0x3EE61CE3, 0xBEE73BC7, 0xBE9EDFD4, 0x3F0CA353]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
