// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<10xi32>, %arg1: tensor<10xf32>, %arg2: tensor<10xi32>) -> (tensor<10xi32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xi32> {jax.result_info = "result[2]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<i32>, %arg8: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg5, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg5 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg6 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %11 = stablehlo.compare EQ, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = stablehlo.and %11, %9 : tensor<i1>
      %13 = stablehlo.or %10, %12 : tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }) : (tensor<10xi32>, tensor<10xf32>, tensor<10xi32>) -> (tensor<10xi32>, tensor<10xf32>, tensor<10xi32>)
    return %0#0, %0#1, %0#2 : tensor<10xi32>, tensor<10xf32>, tensor<10xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0, 2, 1, 1, 1, 1, 2, 0, 2, 1]> : tensor<10xi32>
    %a1 = stablehlo.constant dense<[0xBF8C3C90, 0xBF9071AE, 0xBF94FF8F, 0xBF366168, 0x3F9BDFB6, 0x3FCF6523, 0x3ED0BB37, 0x400FA9A5, 0xBF5CC11F, 0x3FBFEBF4]> : tensor<10xf32>
    %a2 = stablehlo.constant dense<[19, 71, 10, 19, 99, 2, 61, 55, 64, 64]> : tensor<10xi32>
    %r:3 = func.call @model(%a0, %a1, %a2) : (tensor<10xi32>, tensor<10xf32>, tensor<10xi32>) -> (tensor<10xi32>, tensor<10xf32>, tensor<10xi32>)
    check.expect_eq_const %r#0, dense<[0, 0, 1, 1, 1, 1, 1, 2, 2, 2]> : tensor<10xi32>
    check.expect_almost_eq_const %r#1, dense<[0xBF8C3C90, 0x400FA9A5, 0xBF94FF8F, 0xBF366168, 0x3F9BDFB6, 0x3FBFEBF4, 0x3FCF6523, 0xBF9071AE, 0xBF5CC11F, 0x3ED0BB37]> : tensor<10xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#2, dense<[19, 55, 10, 19, 99, 64, 2, 71, 64, 61]> : tensor<10xi32>
    func.return
  }
}
