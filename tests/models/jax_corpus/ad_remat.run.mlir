// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1:3 = stablehlo.optimization_barrier %arg0, %arg1, %0 : tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>
    %2 = stablehlo.dot_general %1#0, %1#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.sine %2 : tensor<3x4xf32>
    %4 = stablehlo.cosine %2 : tensor<3x4xf32>
    %5 = stablehlo.transpose %1#1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.dot_general %1#2, %3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %8 = stablehlo.dot_general %1#2, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %9 = stablehlo.transpose %7, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %10 = stablehlo.multiply %8, %4 : tensor<3x4xf32>
    %11 = stablehlo.dot_general %10, %1#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.add %9, %12 : tensor<4x4xf32>
    return %13 : tensor<4x4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBDC8BDA8, 0x3E487801, 0x3F947AA3, 0xBFF77CDA], [0x3FA8A689, 0x3E679D8A, 0x3E84DD2F, 0xBF7B7F2D], [0xBF924D75, 0x3FDF7715, 0xBF2E79A2, 0x3E29BD02]]> : tensor<3x4xf32>
    %a1 = stablehlo.constant dense<[[0x3FAECDB3, 0xBF960734, 0xBF7EF09D, 0x3F2ED360], [0x3D0575F6, 0x3F2DF2A2, 0x3FC1068F, 0xBF24C65D], [0xBE295052, 0xBE9028C1, 0xBF3F280B, 0x3EA30AE3], [0x3F0764FF, 0x3E304BC1, 0xBF6256C9, 0x3E8F2891]]> : tensor<4x4xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<3x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBF513EDE, 0xBFC5BFC6, 0xC010805E, 0x3E9C4920], [0x3CDA3720, 0xBE122444, 0x3F120979, 0xBF7F674F], [0xBF32A400, 0xC0016A65, 0xBFA71953, 0x3EAEFFB0], [0xC00F83BF, 0x3DDF6240, 0x3FD6DED6, 0xC01B94BF]]> : tensor<4x4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
