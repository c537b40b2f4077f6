// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6x6xf32>) -> (tensor<6x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.pad %arg0, %cst_0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<6x6xf32>, tensor<f32>) -> tensor<6x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = "stablehlo.select_and_scatter"(%1, %0, %cst_1) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }, {
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<6x6xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<6x6xf32>
    %3 = stablehlo.slice %2 [0:6, 0:6] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    return %3 : tensor<6x6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F9CA39F, 0xBEAD5983, 0xBEAD08D5, 0x3DE8EB45, 0x3F3A7BD9, 0x3EA13792], [0xBEEA1E52, 0xBC98440A, 0xBF966ABB, 0xBFC2C46B, 0xBEEBAF57, 0xBD8280B3], [0x3F81F82D, 0x400EC8A3, 0x3EFCC8F9, 0xBF1D08E1, 0xBF2629C8, 0xBFA956C8], [0x3F279001, 0x3E823A06, 0x3FEC96A0, 0x4008A543, 0xBF0964DD, 0xBF00A97E], [0x3F3C2F86, 0x3F0036DD, 0x3E1FC6B3, 0xBF366D8D, 0xBFD29F7B, 0xBEAD173D], [0xBE7DDD54, 0x3ED680A9, 0xBF46B5DE, 0x3F032610, 0xBEDBD147, 0x3F46D1F7]]> : tensor<6x6xf32>
    %r:1 = func.call @model(%a0) : (tensor<6x6xf32>) -> (tensor<6x6xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F800000, 0x0, 0x0, 0x3F800000, 0x3F800000, 0x0], [0x0, 0x0, 0x0, 0x0, 0x0, 0x0], [0x0, 0x3F800000, 0x0, 0x0, 0x0, 0x0], [0x0, 0x0, 0x0, 0x3F800000, 0x0, 0x3F800000], [0x3F800000, 0x0, 0x0, 0x0, 0x0, 0x0], [0x0, 0x0, 0x0, 0x3F800000, 0x0, 0x3F800000]]> : tensor<6x6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
