// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}, tensor<ui32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %c_1 = stablehlo.constant dense<7> : tensor<ui32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %c, %iterArg_3 = %c_0, %iterArg_4 = %c_1) : tensor<i32>, tensor<i32>, tensor<i64>, tensor<ui32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_2, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<2> : tensor<i64>
      %2 = stablehlo.multiply %iterArg_3, %c_6 : tensor<i64>
      %c_7 = stablehlo.constant dense<1000003> : tensor<i64>
      %3 = func.call @remainder(%2, %c_7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %4 = stablehlo.convert %iterArg_2 : (tensor<i32>) -> tensor<ui32>
      %5 = stablehlo.xor %iterArg_4, %4 : tensor<ui32>
      stablehlo.return %iterArg, %1, %3, %5 : tensor<i32>, tensor<i32>, tensor<i64>, tensor<ui32>
    }
    return %0#1, %0#2, %0#3 : tensor<i32>, tensor<i64>, tensor<ui32>
  }
  func.func private @remainder(%arg0: tensor<i64>, %arg1: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i64>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i64>
    return %10 : tensor<i64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<20> : tensor<i32>
    %r:3 = func.call @model(%a0) : (tensor<i32>) -> (tensor<i32>, tensor<i64>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<20> : tensor<i32>
    check.expect_eq_const %r#1, dense<48573> : tensor<i64>
    check.expect_eq_const %r#2, dense<7> : tensor<ui32>
    func.return
  }
}
