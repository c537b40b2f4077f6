// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x7xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.is_finite %2 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.select %3, %2, %4 : tensor<3xi1>, tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<3x7xf32>
    %9 = stablehlo.exponential %8 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.abs %10 : tensor<3xf32>
    %12 = stablehlo.log %11 : tensor<3xf32>
    %13 = stablehlo.add %12, %5 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x7xf32>
    %19 = stablehlo.subtract %arg0, %18 : tensor<3x7xf32>
    %20 = stablehlo.exponential %19 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x7xf32>
    %24 = stablehlo.divide %20, %23 : tensor<3x7xf32>
    %25 = stablehlo.abs %arg0 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %27 = stablehlo.compare NE, %25, %26, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_7 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %28 = call @_where(%27, %arg0, %cst_7) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<f64>) -> tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.maximum %cst_9, %29 : tensor<f32>
    %31 = stablehlo.is_finite %30 : (tensor<f32>) -> tensor<i1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.select %31, %30, %cst_10 : tensor<i1>, tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x7xf32>
    %35 = stablehlo.subtract %28, %34 : tensor<3x7xf32>
    %36 = stablehlo.exponential %35 : tensor<3x7xf32>
    %37 = stablehlo.multiply %36, %25 : tensor<3x7xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.sign %38 : tensor<f32>
    %40 = stablehlo.abs %38 : tensor<f32>
    %41 = stablehlo.log %40 : tensor<f32>
    %42 = stablehlo.add %41, %32 : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare LT, %39, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %44 = call @_where_0(%43, %cst_13, %42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %13, %24, %44 : tensor<3xf32>, tensor<3x7xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<f64>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FCB7545, 0xBD363CCF, 0xBF8AD5C0, 0xBE92FFF6, 0x3FA34F46, 0x3E873C7A, 0xC02943C3], [0xBEBEF492, 0x3F5CB98A, 0x3EE074FF, 0x3FA9ABF6, 0xBF50B283, 0x3E648D4D, 0xBE2FB231], [0xBEED15BC, 0xBE7DDA4D, 0x3F77D015, 0x3F1A5A44, 0xBFA554CD, 0x3ED60BCE, 0xBE9712CA]]> : tensor<3x7xf32>
    %r:3 = func.call @model(%a0) : (tensor<3x7xf32>) -> (tensor<3xf32>, tensor<3x7xf32>, tensor<f32>)
    check.expect_almost_eq_const %r#0, dense<[0x401E818A, 0x4018EB49, 0x40084526]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3ED2DB9F, 0x3DA4979C, 0x3CE8AAC9, 0x3D812266, 0x3E9A1691, 0x3DE019CC, 0x3BC38B82], [0x3D815235, 0x3E5E5D44, 0x3E118C34, 0x3EB0B667, 0x3D2632C2, 0x3DEABBF0, 0x3D9E2BE9], [0x3D994AA6, 0x3DBE16EF, 0x3EA04FEA, 0x3E5E8F0A, 0x3D05DF9D, 0x3E38FDD6, 0x3DB55529]]> : tensor<3x7xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<0x40545FCC> : tensor<f32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
