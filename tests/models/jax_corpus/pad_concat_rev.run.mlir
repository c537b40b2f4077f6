// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<3x8xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<6x4xf32> {jax.result_info = "result[4]"}, tensor<6x4xf32> {jax.result_info = "result[5]"}, tensor<7x8xf32> {jax.result_info = "result[6]"}, tensor<4x3xf32> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [1, 0], high = [-1, 2], interior = [1, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x6xf32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<3x4xf32>
    %2 = stablehlo.concatenate %arg0, %1, dim = 1 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x8xf32>
    %3 = call @_flip(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = call @_roll_static(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<1x3x1x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x3x1x4xf32>) -> tensor<2x3x1x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x3x1x4xf32>) -> tensor<6x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x2x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x2x4xf32>) -> tensor<6x4xf32>
    %10 = call @_pad(%arg0) : (tensor<3x4xf32>) -> tensor<7x8xf32>
    %11 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    return %0, %2, %3, %4, %7, %9, %10, %11 : tensor<5x6xf32>, tensor<3x8xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<7x8xf32>, tensor<4x3xf32>
  }
  func.func private @_flip(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @_roll_static(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 2:4] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4xf32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [1:3, 0:4] : (tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = call @_flip_0(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %3 = stablehlo.slice %2 [2:4, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %4 = call @_flip_0(%3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<5x4xf32>, tensor<2x4xf32>) -> tensor<7x4xf32>
    %6 = stablehlo.slice %5 [0:7, 1:3] : (tensor<7x4xf32>) -> tensor<7x2xf32>
    %7 = call @_flip_1(%6) : (tensor<7x2xf32>) -> tensor<7x2xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<7x2xf32>, tensor<7x4xf32>) -> tensor<7x6xf32>
    %9 = stablehlo.slice %8 [0:7, 3:5] : (tensor<7x6xf32>) -> tensor<7x2xf32>
    %10 = call @_flip_1(%9) : (tensor<7x2xf32>) -> tensor<7x2xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<7x6xf32>, tensor<7x2xf32>) -> tensor<7x8xf32>
    return %11 : tensor<7x8xf32>
  }
  func.func private @_flip_0(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @_flip_1(%arg0: tensor<7x2xf32>) -> tensor<7x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x2xf32>
    return %0 : tensor<7x2xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F], [0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C]]> : tensor<3x4xf32>
    %r:8 = func.call @model(%a0) : (tensor<3x4xf32>) -> (tensor<5x6xf32>, tensor<3x8xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<7x8xf32>, tensor<4x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000], [0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7, 0x3F000000, 0x3F000000], [0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F, 0x3F000000, 0x3F000000], [0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000, 0x3F000000]]> : tensor<5x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7, 0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F, 0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F], [0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C, 0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7]]> : tensor<3x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0x4036B47C, 0x3FC9D340, 0xC0320CAB, 0x3F56BD4A], [0xBEF9343F, 0xBF0583ED, 0x3E8C3B63, 0x3ED5299A], [0x3DAF43B7, 0x3FAAF0DB, 0xBEB4F5E0, 0xBF671BBF]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0x3FAAF0DB, 0x3DAF43B7, 0xBF671BBF, 0xBEB4F5E0], [0xBF0583ED, 0xBEF9343F, 0x3ED5299A, 0x3E8C3B63], [0x3FC9D340, 0x4036B47C, 0x3F56BD4A, 0xC0320CAB]]> : tensor<3x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F], [0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C], [0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F], [0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C]]> : tensor<6x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#5, dense<[[0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7], [0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F], [0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F], [0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C], [0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C]]> : tensor<6x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#6, dense<[[0x3FC9D340, 0xC0320CAB, 0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C, 0x3FC9D340, 0xC0320CAB], [0xBF0583ED, 0x3E8C3B63, 0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F, 0xBF0583ED, 0x3E8C3B63], [0x3FAAF0DB, 0xBEB4F5E0, 0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7, 0x3FAAF0DB, 0xBEB4F5E0], [0xBF0583ED, 0x3E8C3B63, 0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F, 0xBF0583ED, 0x3E8C3B63], [0x3FC9D340, 0xC0320CAB, 0x3F56BD4A, 0xC0320CAB, 0x3FC9D340, 0x4036B47C, 0x3FC9D340, 0xC0320CAB], [0xBF0583ED, 0x3E8C3B63, 0x3ED5299A, 0x3E8C3B63, 0xBF0583ED, 0xBEF9343F, 0xBF0583ED, 0x3E8C3B63], [0x3FAAF0DB, 0xBEB4F5E0, 0xBF671BBF, 0xBEB4F5E0, 0x3FAAF0DB, 0x3DAF43B7, 0x3FAAF0DB, 0xBEB4F5E0]]> : tensor<7x8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#7, dense<[[0xBF671BBF, 0x3ED5299A, 0x3F56BD4A], [0xBEB4F5E0, 0x3E8C3B63, 0xC0320CAB], [0x3FAAF0DB, 0xBF0583ED, 0x3FC9D340], [0x3DAF43B7, 0xBEF9343F, 0x4036B47C]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
