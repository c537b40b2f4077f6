// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> (tensor<4xi1> {jax.result_info = "result[0]"}, tensor<4xi1> {jax.result_info = "result[1]"}, tensor<4xi1> {jax.result_info = "result[2]"}, tensor<4xi1> {jax.result_info = "result[3]"}, tensor<i64> {jax.result_info = "result[4]"}, tensor<4xi64> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.and %arg0, %arg1 : tensor<4xi1>
    %1 = stablehlo.or %arg0, %arg1 : tensor<4xi1>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<4xi1>
    %3 = stablehlo.not %arg0 : tensor<4xi1>
    %4 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi32>
    %5 = stablehlo.convert %4 : (tensor<4xi32>) -> tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %7 = call @_where(%arg0, %c_0, %c_1) : (tensor<4xi1>, tensor<i64>, tensor<i64>) -> tensor<4xi64>
    return %0, %1, %2, %3, %6, %7 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<i64>, tensor<4xi64>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4xi1>, tensor<4xi64>
    return %2 : tensor<4xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
    %a1 = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
    %r:6 = func.call @model(%a0, %a1) : (tensor<4xi1>, tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<i64>, tensor<4xi64>)
    check.expect_eq_const %r#0, dense<[true, false, false, false]> : tensor<4xi1>
    check.expect_eq_const %r#1, dense<[true, true, true, false]> : tensor<4xi1>
    check.expect_eq_const %r#2, dense<[false, true, true, false]> : tensor<4xi1>
    check.expect_eq_const %r#3, dense<[false, true, false, true]> : tensor<4xi1>
    check.expect_eq_const %r#4, dense<2> : tensor<i64>
    check.expect_eq_const %r#5, dense<[1, 2, 1, 2]> : tensor<4xi64>
    func.return
  }
}
