// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x4xf32>
    %6 = stablehlo.slice %arg0 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    %7 = stablehlo.slice %arg1 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %8 = call @kron(%6, %7) : (tensor<2xf32>, tensor<3xf32>) -> tensor<6xf32>
    %9 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    return %0, %5, %8, %9 : tensor<f32>, tensor<4x4xf32>, tensor<6xf32>, tensor<f32>
  }
  func.func private @kron(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3xf32>) -> tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F6199F9, 0x3F1817BC, 0x3FAC0989, 0x3ECB070A]> : tensor<4xf32>
    %a1 = stablehlo.constant dense<[0x3F1A8351, 0x3F000384, 0xBFBBD18F, 0x3FD12E98]> : tensor<4xf32>
    %r:4 = func.call @model(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4x4xf32>, tensor<6xf32>, tensor<f32>)
    check.expect_almost_eq_const %r#0, dense<0xBEFD8256> : tensor<f32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3F082A59, 0x3EE1A02B, 0xBFA58426, 0x3FB857C4], [0x3EB79897, 0x3E981BE9, 0xBF5F2BAD, 0x3F788E1E], [0x3F4FABF7, 0x3F2C0E43, 0xBFFC6F96, 0x400C9319], [0x3E7514C2, 0x3E4B0C9E, 0xBF14F456, 0x3F25E5B3]]> : tensor<4x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3F082A59, 0x3EE1A02B, 0xBFA58426, 0x3EB79897, 0x3E981BE9, 0xBF5F2BAD]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<0xBEFD8256> : tensor<f32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
