// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf64> {jax.result_info = "result[3]"}, tensor<10xf64> {jax.result_info = "result[4]"}, tensor<5xf64> {jax.result_info = "result[5]"}) {
    %0 = call @tril(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = call @triu(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = call @_where(%3, %arg0, %cst_0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<f64>) -> tensor<3x4xf32>
    %5 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %8 = stablehlo.add %5, %7 : tensor<3x4xi64>
    %9 = stablehlo.compare EQ, %8, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %10 = stablehlo.convert %9 : (tensor<3x4xi1>) -> tensor<3x4xf64>
    %11 = stablehlo.iota dim = 0 : tensor<10xf64>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %13 = stablehlo.divide %11, %12 : tensor<10xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = call @_linspace(%cst_2, %cst_3) : (tensor<f64>, tensor<f64>) -> tensor<5xf64>
    return %0, %1, %4, %10, %13, %14 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf64>, tensor<10xf64>, tensor<5xf64>
  }
  func.func private @tril(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xf32>
    return %6 : tensor<3x4xf32>
  }
  func.func private @triu(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    return %6 : tensor<3x4xf32>
  }
  func.func private @_where(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<f64>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x4xi1>, tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
  func.func private @_linspace(%arg0: tensor<f64>, %arg1: tensor<f64>) -> tensor<5xf64> {
    %0 = stablehlo.convert %arg0 : tensor<f64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %4 = stablehlo.divide %2, %3 : tensor<4xf64>
    %5 = stablehlo.reshape %0 : (tensor<f64>) -> tensor<1xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.subtract %6, %4 : tensor<4xf64>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<4xf64>
    %10 = stablehlo.reshape %1 : (tensor<f64>) -> tensor<1xf64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %12 = stablehlo.multiply %11, %4 : tensor<4xf64>
    %13 = stablehlo.add %9, %12 : tensor<4xf64>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<4xf64>, tensor<1xf64>) -> tensor<5xf64>
    return %15 : tensor<5xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBEDF0B43, 0x3F15266D, 0x3F389B65, 0x3EF18018], [0xBF8CBAE3, 0xBF7048FE, 0xBF58CC34, 0xBEB24322], [0xBED66D96, 0xBEDE5C48, 0xBFC0EA8C, 0x3F42B144]]> : tensor<3x4xf32>
    %r:6 = func.call @model(%a0) : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf64>, tensor<10xf64>, tensor<5xf64>)
    check.expect_almost_eq_const %r#0, dense<[[0xBEDF0B43, 0x0, 0x0, 0x0], [0xBF8CBAE3, 0xBF7048FE, 0x0, 0x0], [0xBED66D96, 0xBEDE5C48, 0xBFC0EA8C, 0x0]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x0, 0x3F15266D, 0x3F389B65, 0x3EF18018], [0x0, 0x0, 0xBF58CC34, 0xBEB24322], [0x0, 0x0, 0x0, 0x3F42B144]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0x0, 0x3F15266D, 0x3F389B65, 0x3EF18018], [0x0, 0x0, 0x0, 0x0], [0x0, 0x0, 0x0, 0x3F42B144]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0x3FF0000000000000, 0x0, 0x0, 0x0], [0x0, 0x3FF0000000000000, 0x0, 0x0], [0x0, 0x0, 0x3FF0000000000000, 0x0]]> : tensor<3x4xf64> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[0x0, 0x3FD5555555555555, 0x3FE5555555555555, 0x3FF0000000000000, 0x3FF5555555555555, 0x3FFAAAAAAAAAAAAA, 0x4000000000000000, 0x4002AAAAAAAAAAAA, 0x4005555555555555, 0x4008000000000000]> : tensor<10xf64> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[0x0, 0x3FD0000000000000, 0x3FE0000000000000, 0x3FE8000000000000, 0x3FF0000000000000]> : tensor<5xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
