// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<10xi32>) -> (tensor<10xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.minimum %arg1, %arg2 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[19, 19, -29, -43, -46, 35, -10, 58, 79, -92]> : tensor<10xi32>
    %r:1 = func.call @model(%a0) : (tensor<10xi32>) -> (tensor<10xi32>)
    check.expect_eq_const %r#0, dense<[19, -29, -43, -46, -46, -46, -10, -10, -92, -92]> : tensor<10xi32>
    func.return
  }
}
