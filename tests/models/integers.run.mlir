// Exported by tests/models/export_jax.py with JAX 0.10.2; do not edit.
// RUN: stablehlo-translate-go --interpret %s
module @jit_integers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xi32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3xi32> {jax.result_info = "result[3]"}, tensor<2x3xi8> {jax.result_info = "result[4]"}, tensor<3x2xi64> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<2x3xi32>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<2x3xi32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<-100> : tensor<i64>
    %c_0 = stablehlo.constant dense<100> : tensor<i64>
    %3 = call @clip(%2, %c, %c_0) : (tensor<2x3xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %5 = stablehlo.shift_right_logical %arg0, %4 : tensor<2x3xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %7 = stablehlo.shift_left %arg1, %6 : tensor<2x3xi32>
    %8 = stablehlo.xor %5, %7 : tensor<2x3xi32>
    %9 = stablehlo.compare GT, %arg0, %arg1, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %10 = stablehlo.convert %9 : (tensor<2x3xi1>) -> tensor<2x3xi8>
    %11 = stablehlo.iota dim = 0 : tensor<6xi64>
    %12 = stablehlo.reshape %11 : (tensor<6xi64>) -> tensor<2x3xi64>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<2x3xi64>) -> tensor<3x2xi64>
    return %0, %1, %3, %8, %10, %13 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi8>, tensor<3x2xi64>
  }
  func.func private @clip(%arg0: tensor<2x3xi32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<2x3xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x3xi32>
    %3 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x3xi32>
    return %5 : tensor<2x3xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[7, -7, 100], [3, 0, -128]]> : tensor<2x3xi32>
    %a1 = stablehlo.constant dense<[[2, 2, -3], [5, 1, 7]]> : tensor<2x3xi32>
    %r:6 = func.call @model(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi8>, tensor<3x2xi64>)
    check.expect_eq_const %r#0, dense<[[3, -3, -33], [0, 0, -18]]> : tensor<2x3xi32>
    check.expect_eq_const %r#1, dense<[[1, -1, 1], [3, 0, -2]]> : tensor<2x3xi32>
    check.expect_eq_const %r#2, dense<[[14, -14, -100], [15, 0, -100]]> : tensor<2x3xi32>
    check.expect_eq_const %r#3, dense<[[5, 1073741818, -29], [10, 2, 1073741806]]> : tensor<2x3xi32>
    check.expect_eq_const %r#4, dense<[[1, 0, 1], [0, 0, 0]]> : tensor<2x3xi8>
    check.expect_eq_const %r#5, dense<[[0, 3], [1, 4], [2, 5]]> : tensor<3x2xi64>
    func.return
  }
}
