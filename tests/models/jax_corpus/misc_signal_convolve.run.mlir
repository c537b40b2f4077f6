// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> (tensor<9xf32> {jax.result_info = "result[0]"}, tensor<11xf32> {jax.result_info = "result[1]"}, tensor<11xf32> {jax.result_info = "result[2]"}) {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x9xf32>) -> tensor<9xf32>
    %5 = call @convolve(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    %6 = call @correlate(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    return %4, %5, %6 : tensor<9xf32>, tensor<11xf32>, tensor<11xf32>
  }
  func.func private @_flip(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @convolve(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    return %0 : tensor<11xf32>
  }
  func.func private @_conv(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x11xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x11xf32>) -> tensor<11xf32>
    return %4 : tensor<11xf32>
  }
  func.func private @correlate(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = call @_conv_0(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    return %0 : tensor<11xf32>
  }
  func.func private @_conv_0(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x11xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x11xf32>) -> tensor<11xf32>
    return %3 : tensor<11xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBF062206, 0xBD483807, 0xBE036153, 0x3FC3E600, 0x3FA75792, 0x3F1FD036, 0x3EDCAF15, 0x3EFA634E, 0x3FD3BBCD]> : tensor<9xf32>
    %a1 = stablehlo.constant dense<[0xBE45C790, 0x3E1C4C19, 0x3E6B48E1]> : tensor<3xf32>
    %r:3 = func.call @model(%a0, %a1) : (tensor<9xf32>, tensor<3xf32>) -> (tensor<9xf32>, tensor<11xf32>, tensor<11xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBD907350, 0xBDD31664, 0xBEA71FA3, 0xBD463358, 0x3EDC7B1B, 0x3E9FF687, 0x3DEB0DF1, 0xBE154FE8, 0x3EBACD7D]> : tensor<9xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3DCF417D, 0xBD907350, 0xBDD31664, 0xBEA71FA3, 0xBD463358, 0x3EDC7B1B, 0x3E9FF687, 0x3DEB0DF1, 0xBE154FE8, 0x3EBACD7D, 0x3EC299AC]> : tensor<11xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0xBDF68ED6, 0xBDBAC9C4, 0x3D8399E9, 0x3EAEDA95, 0x3F0F0BBA, 0x3D4219C0, 0xBD6E561A, 0x3D6BDA3C, 0x3EBE31B8, 0x3E21D1F4, 0xBEA39493]> : tensor<11xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
