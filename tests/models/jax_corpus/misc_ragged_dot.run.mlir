// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6x4xf32>, %arg1: tensor<3x4x5xf32>, %arg2: tensor<3xi32>) -> (tensor<6x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<6x4xf32>) -> tensor<3x6x4xf32>
    %1 = stablehlo.iota dim = 1 : tensor<3x6x4xi32>
    %2 = call @cumsum(%arg2) : (tensor<3xi32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.slice %3 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %5 = stablehlo.slice %2 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x6x4xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi32>) -> tensor<3x6x4xi32>
    %9 = stablehlo.compare LE, %8, %1, SIGNED : (tensor<3x6x4xi32>, tensor<3x6x4xi32>) -> tensor<3x6x4xi1>
    %10 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<3x6x4xi32>, tensor<3x6x4xi32>) -> tensor<3x6x4xi1>
    %11 = stablehlo.and %9, %10 : tensor<3x6x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6x4xf32>
    %13 = stablehlo.select %11, %0, %12 : tensor<3x6x4xi1>, tensor<3x6x4xf32>
    %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<3x6x4xf32>, tensor<3x4x5xf32>) -> tensor<6x5xf32>
    return %14 : tensor<6x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3E28DBB1, 0x3E1F77FE, 0x3E929D99, 0x3F68BA76], [0xBFC49E83, 0x3D497F96, 0xBF4AC396, 0xBF301137], [0x3F022A29, 0xBE974D9E, 0xBF0A7134, 0xBFF1C263], [0x3E26A925, 0x3E428FEF, 0x3F34B877, 0x3F15E7E1], [0x3F9643E5, 0x3EBF54DC, 0xBF391931, 0x3EBA85EC], [0x3F3EE1FA, 0x3EDCD7D5, 0xBFB9A621, 0x401CA974]]> : tensor<6x4xf32>
    %a1 = stablehlo.constant dense<[[[0xBDFC342F, 0xBF73128B, 0x3E4F58AA, 0xBEE84352, 0x3F085368], [0xBE40FCE9, 0x3DA65AF4, 0x3EC647CF, 0xBF4ED1A0, 0x3D61A5CD], [0x3F870FA0, 0xBEA9E8E2, 0x3C3987BC, 0xBED75C0E, 0x3EBA2DDD], [0xBF2D0D6D, 0xBF3B75A3, 0xBE70CE75, 0xBF877F3B, 0x3E00FEDE]], [[0xBFBC9CB1, 0xBDF4A6E9, 0xBD1782E4, 0xBF131D54, 0xBFDA0402], [0x3FE7B689, 0xBCD6BE50, 0x3EF8214E, 0x3F46D114, 0x3E3C85D8], [0x3DBB0A35, 0xBF8C6925, 0xBD3225A3, 0x3F6C472A, 0x3FE87B05], [0xBDBC03CF, 0x3F95CDFC, 0xBE7D9744, 0xBFA97624, 0xBFCCA1C5]], [[0xBDBA87C2, 0x4009F2B1, 0x3FA181F0, 0xBEC0AB08, 0x3F473EDB], [0xBFBE05F0, 0x40571908, 0xBF9D1AB0, 0xBDDD1F8E, 0xBFD11714], [0xBFD39AEA, 0xBEAD5BFA, 0xBEE0544B, 0x3F867BA4, 0x3F663C50], [0xBFAA34CF, 0xBF842241, 0xBE6AADBC, 0xBE837E86, 0x3EE6E594]]]> : tensor<3x4x5xf32>
    %a2 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> (tensor<6x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBEB95CEB, 0xBF67972E, 0xBDEF4B4A, 0xBFA446BE, 0x3EA14D35], [0x4015F921, 0x3E7C09A8, 0x3E92241E, 0x3F8CDBBE, 0x40125398], [0xBF9480B0, 0xBFD5CB09, 0x3EA8923A, 0x3FBD6768, 0x3F8EF588], [0xC00F8670, 0x3E15618C, 0xBEF15458, 0x3F027196, 0x3F371BC4], [0x3D497778, 0x4069EC9F, 0x3FA0C161, 0xBFAAEC33, 0xBE3B1E1C], [0xBFC862D4, 0x3F82B148, 0x3EF8C7CC, 0xC01EB2D8, 0xBEA64838]]> : tensor<6x5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
