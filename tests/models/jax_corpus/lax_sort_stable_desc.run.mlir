// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x6xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<5x6xi64> {jax.result_info = "result[1]"}) {
    %0 = call @sort(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %1 = call @argsort(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xi64>
    return %0, %1 : tensor<5x6xf32>, tensor<5x6xi64>
  }
  func.func private @sort(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
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
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %1 = stablehlo.reverse %0, dims = [1] : tensor<5x6xf32>
    return %1 : tensor<5x6xf32>
  }
  func.func private @argsort(%arg0: tensor<5x6xf32>) -> tensor<5x6xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<5x6xi64>
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
    }) : (tensor<5x6xf32>, tensor<5x6xi64>) -> (tensor<5x6xf32>, tensor<5x6xi64>)
    return %1#1 : tensor<5x6xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3D8E4542, 0x3FAAFABC, 0x3F0D8E6D, 0xBFBEA9C7, 0xBFF06E53, 0xBF6415F1], [0x3FA73922, 0xBFFFD1E8, 0xBE342651, 0xBFBCC0E4, 0x3FE94A3E, 0x3ED31B96], [0x3EEA0C47, 0xBEB50A3A, 0xBEA20435, 0xC002BD96, 0x3E2B522F, 0xBF4F08F8], [0x3E3F0361, 0xBE24D28B, 0x3FFA9A18, 0x3EE0C116, 0xBF33A81A, 0x3F7B19BB], [0xBF203ABF, 0x3EC3C617, 0x3FE548FC, 0x3F9EE3AE, 0xBEB1E125, 0xBE51B65E]]> : tensor<5x6xf32>
    %r:2 = func.call @model(%a0) : (tensor<5x6xf32>) -> (tensor<5x6xf32>, tensor<5x6xi64>)
    check.expect_almost_eq_const %r#0, dense<[[0x3FAAFABC, 0x3F0D8E6D, 0x3D8E4542, 0xBF6415F1, 0xBFBEA9C7, 0xBFF06E53], [0x3FE94A3E, 0x3FA73922, 0x3ED31B96, 0xBE342651, 0xBFBCC0E4, 0xBFFFD1E8], [0x3EEA0C47, 0x3E2B522F, 0xBEA20435, 0xBEB50A3A, 0xBF4F08F8, 0xC002BD96], [0x3FFA9A18, 0x3F7B19BB, 0x3EE0C116, 0x3E3F0361, 0xBE24D28B, 0xBF33A81A], [0x3FE548FC, 0x3F9EE3AE, 0x3EC3C617, 0xBE51B65E, 0xBEB1E125, 0xBF203ABF]]> : tensor<5x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#1, dense<[[4, 1, 2, 2, 0, 0], [0, 2, 1, 0, 3, 2], [3, 3, 0, 1, 4, 4], [2, 4, 4, 3, 2, 1], [1, 0, 3, 4, 1, 3]]> : tensor<5x6xi64>
    func.return
  }
}
