// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arctan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf16>) -> (tensor<16xf16> {jax.result_info = "result"}) {
    %0 = chlo.atan %arg0 : tensor<16xf16> -> tensor<16xf16>
    return %0 : tensor<16xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xB583, 0x44A6, 0x41D0, 0x3959, 0xC442, 0xC5BD, 0x431F, 0x40F2, 0xC5FC, 0x3F81, 0xC72A, 0x41FC, 0x4037, 0x41CB, 0xBD50, 0x4025]> : tensor<16xf16>
    %r:1 = func.call @model(%a0) : (tensor<16xf16>) -> (tensor<16xf16>)
    check.expect_almost_eq_const %r#0, dense<[0xB54F, 0x3D70, 0x3CF5, 0x38B7, 0xBD5C, 0xBD98, 0x3D30, 0x3CBF, 0xBD9F, 0x3C53, 0xBDBA, 0x3CFE, 0x3C83, 0x3CF4, 0xBB67, 0x3C7C]> : tensor<16xf16> {tolerance = 5.7e-03 : f64}
    func.return
  }
}
