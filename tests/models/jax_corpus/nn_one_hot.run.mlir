// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5xi32>) -> (tensor<5x6xf64> {jax.result_info = "result[0]"}, tensor<5x6xi8> {jax.result_info = "result[1]"}) {
    %0 = call @_one_hot(%arg0) : (tensor<5xi32>) -> tensor<5x6xf64>
    %1 = call @_one_hot_0(%arg0) : (tensor<5xi32>) -> tensor<5x6xi8>
    return %0, %1 : tensor<5x6xf64>, tensor<5x6xi8>
  }
  func.func private @_one_hot(%arg0: tensor<5xi32>) -> tensor<5x6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<5x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<5x6xi32>, tensor<5x6xi32>) -> tensor<5x6xi1>
    %5 = stablehlo.convert %4 : (tensor<5x6xi1>) -> tensor<5x6xf64>
    return %5 : tensor<5x6xf64>
  }
  func.func private @_one_hot_0(%arg0: tensor<5xi32>) -> tensor<5x6xi8> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<5x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<5x6xi32>, tensor<5x6xi32>) -> tensor<5x6xi1>
    %5 = stablehlo.convert %4 : (tensor<5x6xi1>) -> tensor<5x6xi8>
    return %5 : tensor<5x6xi8>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[3, 5, 0, 0, 2]> : tensor<5xi32>
    %r:2 = func.call @model(%a0) : (tensor<5xi32>) -> (tensor<5x6xf64>, tensor<5x6xi8>)
    check.expect_almost_eq_const %r#0, dense<[[0x0, 0x0, 0x0, 0x3FF0000000000000, 0x0, 0x0], [0x0, 0x0, 0x0, 0x0, 0x0, 0x3FF0000000000000], [0x3FF0000000000000, 0x0, 0x0, 0x0, 0x0, 0x0], [0x3FF0000000000000, 0x0, 0x0, 0x0, 0x0, 0x0], [0x0, 0x0, 0x3FF0000000000000, 0x0, 0x0, 0x0]]> : tensor<5x6xf64> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#1, dense<[[0, 0, 0, 1, 0, 0], [0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0]]> : tensor<5x6xi8>
    func.return
  }
}
