// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<1x2x5x5xi8>, %arg1: tensor<3x2x2x2xi8>) -> (tensor<1x3x4x4xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x5x5xi8>, tensor<3x2x2x2xi8>) -> tensor<1x3x4x4xi32>
    return %0 : tensor<1x3x4x4xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[[7, 2, 6, 6, -7], [0, -1, -3, -3, -2], [-3, 5, 3, -6, -6], [-1, -8, -5, 0, -6], [-5, 4, -5, 3, 5]], [[-5, 0, -8, 7, 3], [3, -8, 5, 7, 1], [1, 5, 4, -8, 7], [-1, -8, 4, 6, 4], [-4, 0, -2, -8, 1]]]]> : tensor<1x2x5x5xi8>
    %a1 = stablehlo.constant dense<[[[[-3, 2], [-7, -8]], [[3, 7], [4, -6]]], [[[4, -4], [7, -5]], [[2, -2], [-3, -4]]], [[[4, -5], [-4, -2]], [[-7, 0], [6, -8]]]]> : tensor<3x2x2x2xi8>
    %r:1 = func.call @model(%a0, %a1) : (tensor<1x2x5x5xi8>, tensor<3x2x2x2xi8>) -> (tensor<1x3x4x4xi32>)
    check.expect_eq_const %r#0, dense<[[[[36, -81, 42, 69], [-94, -55, 158, 49], [172, 74, -50, 79], [-85, 42, 120, -65]], [[38, 12, -79, 24], [-43, -29, 67, -8], [28, -13, -11, -34], [-1, 25, -36, 44]], [[137, -100, 42, 60], [-48, 39, 56, -119], [34, -68, 10, 78], [31, 59, 18, -90]]]]> : tensor<1x3x4x4xi32>
    func.return
  }
}
