// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x8xbf16>) -> (tensor<4x8xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8xbf16>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x8xbf16>
    %2 = stablehlo.negate %arg0 : tensor<4x8xbf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<4x8xbf16>
    %5 = chlo.erfc %4 : tensor<4x8xbf16> -> tensor<4x8xbf16>
    %6 = stablehlo.multiply %1, %5 : tensor<4x8xbf16>
    return %6 : tensor<4x8xbf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FC0, 0x3E0E, 0xBDA6, 0xBF66, 0x3FA4, 0x3F9B, 0x3FC0, 0xBE4E], [0xBF6A, 0x3E59, 0xBEE5, 0xBCCD, 0x402A, 0x3D0D, 0xBF2B, 0x3FB1], [0xBED8, 0xBFB6, 0x3E85, 0x3F1A, 0x3F0A, 0x3F0A, 0x3FA2, 0xBE7F], [0x3F15, 0xBF11, 0x3E3A, 0x3EFB, 0x4007, 0x3F9B, 0xBF90, 0xBD95]]> : tensor<4x8xbf16>
    %r:1 = func.call @model(%a0) : (tensor<4x8xbf16>) -> (tensor<4x8xbf16>)
    check.expect_almost_eq_const %r#0, dense<[[0x3FB3, 0x3D9E, 0xBD1B, 0xBE2A, 0x3F93, 0x3F89, 0x3FB3, 0xBDAD], [0xBE29, 0x3DFD, 0xBE16, 0xBC49, 0x4029, 0x3C91, 0xBE2C, 0x3FA2], [0xBE11, 0xBDE2, 0x3E20, 0x3EE0, 0x3EC2, 0x3EC2, 0x3F92, 0xBDCD], [0x3ED6, 0xBE25, 0x3DD4, 0x3EAD, 0x4005, 0x3F89, 0xBE16, 0xBD0C]]> : tensor<4x8xbf16> {tolerance = 7.9e-02 : f64}
    func.return
  }
}
