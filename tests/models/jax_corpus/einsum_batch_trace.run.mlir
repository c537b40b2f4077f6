// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x4xf32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}, tensor<2x3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %2 = stablehlo.compare EQ, %0, %1, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %7 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %8 = stablehlo.slice %arg0 [0:1, 0:1, 0:3] : (tensor<2x3x3xf32>) -> tensor<1x1x3xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x1x3xf32>) -> tensor<3xf32>
    %10 = stablehlo.slice %arg1 [0:1, 0:1, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1x4xf32>) -> tensor<4xf32>
    %12 = stablehlo.dot_general %9, %11, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    return %6, %7, %12 : tensor<2xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[0x3E813A8D, 0xBFBDBC8C, 0x3EACA762], [0x3EA8F013, 0xBEBA2E39, 0x3E1D6D46], [0x3FC2ED75, 0x3F96F867, 0x3FEEC822]], [[0x3FC8E680, 0xBF501201, 0x3D0E2553], [0x3FCB406F, 0xBF639FAD, 0xBE987986], [0xBFC5379C, 0x3DC71297, 0x3FF46334]]]> : tensor<2x3x3xf32>
    %a1 = stablehlo.constant dense<[[[0xBFC87EAF, 0xBFFD44E9, 0xBD52F439, 0xBD019D36], [0xBE23D7C2, 0x3F7248D6, 0xBD734FF3, 0xBFA66776], [0xBFD8B55B, 0x3F830B07, 0x3F8020DB, 0x3E671CFD]], [[0xBFC42FD6, 0xBDAEEBA1, 0x3F906673, 0x3EFFC4A7], [0xBBC9D1DE, 0x3E033826, 0x3F3D8167, 0x3FB11CD1], [0x3F297A85, 0x3E9AF4E1, 0x3E390A7A, 0xBF2E88DE]]]> : tensor<2x3x4xf32>
    %r:3 = func.call @model(%a0, %a1) : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> (tensor<2xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FE08B37, 0x4025BCEF]> : tensor<2xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[[0xBF3AA5C1, 0xBFC74E7F, 0x3ED3412D, 0x3FFF6214], [0xBF380BFA, 0xBF56F238, 0x3E224D6C, 0x3EFE75D1], [0xC0B76FF6, 0x3C527007, 0x3FDC0392, 0xBF948ADA]], [[0xC0182B95, 0xBE692B20, 0x3F966E5E, 0xBEBA7CCC], [0xC02807BD, 0xBEADEC3B, 0x3F8A27D1, 0xBE6FAAB4], [0x4067FED9, 0x3F38CE19, 0xBFA91D27, 0xBFF7EBBF]]]> : tensor<2x3x4xf32> {tolerance = 1.1e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBECA6B63, 0xBEFFB34D, 0xBC54FAA0, 0xBC02DBBA], [0x40149932, 0x403BB669, 0x3D9C59AD, 0x3D40210E], [0xBF073835, 0xBF2ACFE5, 0xBC8E4604, 0xBC2ED4BF]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
