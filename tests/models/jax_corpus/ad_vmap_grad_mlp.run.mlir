// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x3xf32>, %arg1: tensor<5x4xf32>) -> (tensor<5x4x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %1 = call @relu(%0) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<5x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>
    %12 = stablehlo.select %3, %9, %11 : tensor<5x3xi1>, tensor<5x3xf32>
    %13 = stablehlo.dot_general %12, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x4xf32>) -> tensor<5x3x4xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<5x3x4xf32>) -> tensor<5x4x3xf32>
    return %14 : tensor<5x4x3xf32>
  }
  func.func private @relu(%arg0: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3E7FE242, 0x3EF43CAB, 0xBFB07E10], [0xBF03F9C1, 0x3F4B9B7C, 0x3EE19435], [0xBEFA3E8A, 0x3E8C744F, 0x3FAF75E8], [0xBFC11A63, 0xBE79BBDB, 0xBFB55878]]> : tensor<4x3xf32>
    %a1 = stablehlo.constant dense<[[0xBEC671CB, 0x3EA0E45A, 0xBE4A4F35, 0x3FBB7470], [0xBF62B1C5, 0xBF8DA3C9, 0x3F57A782, 0x3EFF6EF9], [0xBF304493, 0x3FF751EC, 0xC010E870, 0x3F5A674B], [0x3F888EC5, 0xBF0335A9, 0x3F384ABD, 0x3F8B0ABA], [0x3EC4B55F, 0x3F38D23B, 0x3C4F5039, 0xBE0CEC45]]> : tensor<5x4xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<4x3xf32>, tensor<5x4xf32>) -> (tensor<5x4x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[0x80000000, 0x80000000, 0x80000000], [0x0, 0x0, 0x0], [0x80000000, 0x80000000, 0x80000000], [0x0, 0x0, 0x0]], [[0x80000000, 0x80000000, 0xC005E8BE], [0x80000000, 0x80000000, 0xC027558E], [0x0, 0x0, 0x3FFEC686], [0x0, 0x0, 0x3F96E2AB]], [[0x80000000, 0xBF05A623, 0x80000000], [0x0, 0x3FBB8594, 0x0], [0x80000000, 0xBFDBBE2A, 0x80000000], [0x0, 0x3F2598CB, 0x0]], [[0x0, 0x3D93E09F, 0x0], [0x80000000, 0xBD0E1605, 0x80000000], [0x0, 0x3D47918B, 0x0], [0x0, 0x3D96914B, 0x0]], [[0x0, 0x3F1C4959, 0x3A03F59C], [0x0, 0x3F92D78C, 0x3A77F850], [0x0, 0x3CA4B652, 0x378B12D5], [0x80000000, 0xBE5FEDCA, 0xB93D129F]]]> : tensor<5x4x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
