// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> (tensor<4xi64> {jax.result_info = "result[0]"}, tensor<4xi64> {jax.result_info = "result[1]"}, tensor<4xf64> {jax.result_info = "result[2]"}, tensor<4xui64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4xi64>
    %1 = call @floor_divide(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %2 = stablehlo.convert %arg0 : (tensor<4xi64>) -> tensor<4xf64>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %4 = stablehlo.divide %2, %3 : tensor<4xf64>
    %5 = stablehlo.convert %arg1 : (tensor<4xi64>) -> tensor<4xui64>
    %c = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %7 = stablehlo.add %6, %5 : tensor<4xui64>
    return %0, %1, %4, %7 : tensor<4xi64>, tensor<4xi64>, tensor<4xf64>, tensor<4xui64>
  }
  func.func private @floor_divide(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<4xi64>
    %1 = stablehlo.sign %arg0 : tensor<4xi64>
    %2 = stablehlo.sign %arg1 : tensor<4xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %7 = stablehlo.and %3, %6 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %9 = stablehlo.subtract %0, %8 : tensor<4xi64>
    %10 = call @_where(%7, %9, %0) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    return %10 : tensor<4xi64>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[-906331746052, -755852884867, -826359672211, 736020179159]> : tensor<4xi64>
    %a1 = stablehlo.constant dense<[432474, 368272, 194723, 800813]> : tensor<4xi64>
    %r:4 = func.call @model(%a0, %a1) : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xf64>, tensor<4xui64>)
    check.expect_eq_const %r#0, dense<[-391964915542092648, -278359453615739824, -160911234451942553, 589414527732856267]> : tensor<4xi64>
    check.expect_eq_const %r#1, dense<[-2095691, -2052432, -4243771, 919091]> : tensor<4xi64>
    check.expect_almost_eq_const %r#2, dense<[0xC25195CC69405555, 0xC24D54B949EB2AAA, 0xC2500892A9219555, 0x424C8FB41C23D555]> : tensor<4xf64> {tolerance = 6.0e+06 : f64}
    check.expect_eq_const %r#3, dense<[9223372036855208282, 9223372036855144080, 9223372036854970531, 9223372036855576621]> : tensor<4xui64>
    func.return
  }
}
