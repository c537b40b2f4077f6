// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xi8>, %arg1: tensor<6xui32>) -> (tensor<6xi8> {jax.result_info = "result[0]"}, tensor<6xi8> {jax.result_info = "result[1]"}, tensor<6xi8> {jax.result_info = "result[2]"}, tensor<6xui32> {jax.result_info = "result[3]"}, tensor<6xui32> {jax.result_info = "result[4]"}, tensor<6xui32> {jax.result_info = "result[5]"}, tensor<6xui32> {jax.result_info = "result[6]"}, tensor<6xi8> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<6xi8>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<6xi8>
    %c = stablehlo.constant dense<1> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<6xi8>
    %3 = stablehlo.shift_right_arithmetic %arg0, %2 : tensor<6xi8>
    %c_0 = stablehlo.constant dense<3> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<3> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %7 = stablehlo.shift_right_logical %arg1, %6 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<7> : tensor<ui32>
    %8 = call @remainder(%arg1, %c_2) : (tensor<6xui32>, tensor<ui32>) -> tensor<6xui32>
    %9 = stablehlo.convert %arg0 : (tensor<6xi8>) -> tensor<6xui32>
    %10 = stablehlo.convert %arg1 : (tensor<6xui32>) -> tensor<6xi8>
    return %0, %1, %3, %5, %7, %8, %9, %10 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xi8>
  }
  func.func private @remainder(%arg0: tensor<6xui32>, %arg1: tensor<ui32>) -> tensor<6xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.compare EQ, %arg1, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.compare NE, %3, %4, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %7 = stablehlo.compare LT, %3, %6, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %8 = stablehlo.compare LT, %1, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %11 = stablehlo.and %10, %5 : tensor<6xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %13 = stablehlo.add %3, %12 : tensor<6xui32>
    %14 = stablehlo.select %11, %13, %3 : tensor<6xi1>, tensor<6xui32>
    return %14 : tensor<6xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[16, 126, -103, -49, 18, -30]> : tensor<6xi8>
    %a1 = stablehlo.constant dense<[3237886105, 3113265870, 1203685865, 1398883338, 3653866736, 993188420]> : tensor<6xui32>
    %r:8 = func.call @model(%a0, %a1) : (tensor<6xi8>, tensor<6xui32>) -> (tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xi8>)
    check.expect_eq_const %r#0, dense<[32, -4, 50, -98, 36, -60]> : tensor<6xi8>
    check.expect_eq_const %r#1, dense<[0, 4, 113, 97, 68, -124]> : tensor<6xi8>
    check.expect_eq_const %r#2, dense<[8, 63, -52, -25, 9, -15]> : tensor<6xi8>
    check.expect_eq_const %r#3, dense<[1123723723, 749863018, 3611057595, 4196650014, 2371665616, 2979565260]> : tensor<6xui32>
    check.expect_eq_const %r#4, dense<[404735763, 389158233, 150460733, 174860417, 456733342, 124148552]> : tensor<6xui32>
    check.expect_eq_const %r#5, dense<[6, 1, 4, 6, 2, 0]> : tensor<6xui32>
    check.expect_eq_const %r#6, dense<[16, 126, 4294967193, 4294967247, 18, 4294967266]> : tensor<6xui32>
    check.expect_eq_const %r#7, dense<[-103, -50, -23, 10, -16, 68]> : tensor<6xi8>
    func.return
  }
}
