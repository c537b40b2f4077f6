// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xbf16>, %arg1: tensor<4x5xbf16>) -> (tensor<3x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xbf16>
    %1 = call @relu(%0) : (tensor<3x5xbf16>) -> tensor<3x5xbf16>
    %2 = stablehlo.convert %1 : (tensor<3x5xbf16>) -> tensor<3x5xf32>
    return %2 : tensor<3x5xf32>
  }
  func.func private @relu(%arg0: tensor<3x5xbf16>) -> tensor<3x5xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<3x5xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x5xbf16>
    return %1 : tensor<3x5xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FCD, 0xBF0E, 0x4013, 0xBF04], [0xBFB4, 0xBF86, 0xBF7C, 0xBF20], [0x3F95, 0xBC98, 0xBD63, 0x3F5E]]> : tensor<3x4xbf16>
    %a1 = stablehlo.constant dense<[[0x3DE8, 0xBD31, 0x3D28, 0x3FBB, 0x3EFD], [0x3FA9, 0x3D5F, 0x3D85, 0xBF16, 0x3FCA], [0x3F3B, 0x3F1E, 0x3E8F, 0x3ECE, 0xBF88], [0x3E01, 0x3EA2, 0xC007, 0xBF9C, 0xBF07]]> : tensor<4x5xbf16>
    %r:1 = func.call @model(%a0, %a1) : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> (tensor<3x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F880000, 0x3F940000, 0x3FE10000, 0x40870000, 0x0], [0x0, 0x0, 0x3F6B0000, 0x0, 0x0], [0x3E340000, 0x3E410000, 0x0, 0x3F220000, 0x3E170000]]> : tensor<3x5xf32> {tolerance = 1.3e-01 : f64}
    func.return
  }
}
