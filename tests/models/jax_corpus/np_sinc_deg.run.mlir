// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %0 = call @sinc(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<0.0174532924> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<57.2957802> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<16xf32>
    return %0, %2, %4 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @sinc(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_where(%1, %cst_1, %3) : (tensor<16xi1>, tensor<f32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.add %6, %7 : tensor<16xf32>
    %9 = stablehlo.sine %4 : tensor<16xf32>
    %10 = stablehlo.divide %9, %4 : tensor<16xf32>
    %11 = call @_where_0(%1, %8, %10) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    return %11 : tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<f32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @_where_0(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %r:3 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F7A7BF9, 0xBE4FDC50, 0x3D04357C, 0x3F6B9A1F, 0xBE5E4C1E, 0xBD386E17, 0xBE18006D, 0x3E4F0D7B, 0xBB2D9FE0, 0x3EF0AA7A, 0x3E001FC9, 0x3B25DB51, 0x3EBA6D90, 0x3D11DB23, 0x3F351BE0, 0x3EC305FB]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xBB035584, 0x3CDD84BA, 0x3C8A7FED, 0x3B7ED8C5, 0xBCCAD56E, 0xBD08BE19, 0x3CA9AA80, 0x3C6BC709, 0xBD0E997D, 0x3C32D25B, 0xBD2AB579, 0x3C8E9DCF, 0x3C48F512, 0x3C8A0D44, 0xBBFD285E, 0x3C457172]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0xC0D28508, 0x42B18A24, 0x425E0178, 0x414C4049, 0xC2A2907D, 0xC2DB306C, 0x4287FB4B, 0x423CF7BD, 0xC2E493D8, 0x420F51D0, 0xC308D143, 0x42649AC5, 0x42210F7F, 0x425D49AD, 0xC1CAE5BB, 0x421E3E7A]> : tensor<16xf32> {tolerance = 2.7e-03 : f64}
    func.return
  }
}
