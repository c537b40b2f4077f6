// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %0, %iterArg_3 = %1) : tensor<5x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i64>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<5x3xf32>, tensor<i64>) -> tensor<3xf32>
      %4:2 = func.call @closed_call(%iterArg_2, %3) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_3, %4#1, %iterArg_1) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i64>
      %6 = stablehlo.add %iterArg_1, %c_4 : tensor<i64>
      stablehlo.return %iterArg, %6, %4#0, %5 : tensor<5x3xf32>, tensor<i64>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %2#2, %2#3 : tensor<3xf32>, tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<3xf32>
    %3 = stablehlo.tanh %arg0 : tensor<3xf32>
    return %2, %3 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FA9FAF6, 0x3F415B59, 0xBF25017B], [0x3FA85A35, 0xBF158CDB, 0x3FB76C5F], [0x3EBDD2ED, 0x3DFA0373, 0xBFF0459D], [0x4015D340, 0x3FE75326, 0x3FBB3430], [0xBF0695A0, 0xBFE716E0, 0xBF54B270]]> : tensor<5x3xf32>
    %r:2 = func.call @model(%a0) : (tensor<5x3xf32>) -> (tensor<3xf32>, tensor<5x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x406D8AEF, 0xBC2904C0, 0xBED39971]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x0, 0x0, 0x0], [0x3F5E6692, 0x3F2367A6, 0xBF1167F1], [0x3F7CA4BD, 0x3DC32C5B, 0x3F314CE4], [0x3F7D5ABE, 0x3E5213F9, 0xBF4DCBDD], [0x3F7FF556, 0x3F76B103, 0x3EDDDAC0]]> : tensor<5x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
