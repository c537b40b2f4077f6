// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<7xi64>) -> (tensor<7xi64> {jax.result_info = "result[0]"}, tensor<7xi64> {jax.result_info = "result[1]"}, tensor<i64> {jax.result_info = "result[2]"}) {
    %0 = call @argsort(%arg0) : (tensor<7xi64>) -> tensor<7xi64>
    %1 = call @cumsum(%arg0) : (tensor<7xi64>) -> tensor<7xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.multiply across dimensions = [0] : (tensor<7xi64>, tensor<i64>) -> tensor<i64>
    return %0, %1, %2 : tensor<7xi64>, tensor<7xi64>, tensor<i64>
  }
  func.func private @argsort(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<7xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<7xi64>, tensor<7xi64>) -> (tensor<7xi64>, tensor<7xi64>)
    return %1#1 : tensor<7xi64>
  }
  func.func private @cumsum(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<7xi64>) -> tensor<7xi64>
    return %0 : tensor<7xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    return %1 : tensor<7xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[-5, -4, -3, 3, 1, 1, -2]> : tensor<7xi64>
    %r:3 = func.call @model(%a0) : (tensor<7xi64>) -> (tensor<7xi64>, tensor<7xi64>, tensor<i64>)
    check.expect_eq_const %r#0, dense<[0, 1, 2, 6, 4, 5, 3]> : tensor<7xi64>
    check.expect_eq_const %r#1, dense<[-5, -9, -12, -9, -8, -7, -9]> : tensor<7xi64>
    check.expect_eq_const %r#2, dense<360> : tensor<i64>
    func.return
  }
}
