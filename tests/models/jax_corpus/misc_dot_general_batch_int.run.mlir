// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x4x2xi32>) -> (tensor<2x3x2xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xi32>, tensor<2x4x2xi32>) -> tensor<2x3x2xi32>
    return %0 : tensor<2x3x2xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[-7, -2, 7, -2], [-9, -7, -5, 0], [5, -8, 8, 6]], [[-2, -5, 3, 7], [-8, 8, -8, -7], [1, 4, -8, -8]]]> : tensor<2x3x4xi32>
    %a1 = stablehlo.constant dense<[[[-3, 5], [0, 8], [-7, -3], [-3, 4]], [[8, -5], [6, 8], [6, 1], [-8, -3]]]> : tensor<2x4x2xi32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<2x3x4xi32>, tensor<2x4x2xi32>) -> (tensor<2x3x2xi32>)
    check.expect_eq_const %r#0, dense<[[[-22, -80], [62, -86], [-89, -39]], [[-84, -48], [-8, 117], [48, 43]]]> : tensor<2x3x2xi32>
    func.return
  }
}
