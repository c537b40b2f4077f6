// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x6xi32>) -> (tensor<3x2xi32> {jax.result_info = "result[0]"}, tensor<3x2xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<3x6xi32> -> (tensor<3x2xi32>, tensor<3x2xi32>)
    return %values, %indices : tensor<3x2xi32>, tensor<3x2xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[-16, -3, 21, -15, -44, -42], [-22, 25, -43, 1, 31, -26], [5, -6, 11, 4, -20, 22]]> : tensor<3x6xi32>
    %r:2 = func.call @model(%a0) : (tensor<3x6xi32>) -> (tensor<3x2xi32>, tensor<3x2xi32>)
    check.expect_eq_const %r#0, dense<[[21, -3], [31, 25], [22, 11]]> : tensor<3x2xi32>
    check.expect_eq_const %r#1, dense<[[2, 1], [4, 1], [5, 2]]> : tensor<3x2xi32>
    func.return
  }
}
