// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<12xi32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}) {
    %0 = call @cumsum(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    %1 = call @cumsum_1(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    return %0, %1 : tensor<12xi32>, tensor<12xi32>
  }
  func.func private @cumsum(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 11]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[-3, -1, -1, -5, 8, 3, 8, -1, 6, 3, 7, -5]> : tensor<12xi32>
    %r:2 = func.call @model(%a0) : (tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>)
    check.expect_eq_const %r#0, dense<[-3, -4, -5, -10, -2, 1, 9, 8, 14, 17, 24, 19]> : tensor<12xi32>
    check.expect_eq_const %r#1, dense<[19, 22, 23, 24, 29, 21, 18, 10, 11, 5, 2, -5]> : tensor<12xi32>
    func.return
  }
}
