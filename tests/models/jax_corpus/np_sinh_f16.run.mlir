// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_sinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf16>) -> (tensor<16xf16> {jax.result_info = "result"}) {
    %0 = chlo.sinh %arg0 : tensor<16xf16> -> tensor<16xf16>
    return %0 : tensor<16xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xB359, 0x4233, 0x3FC0, 0x3721, 0xC1AD, 0xC3A7, 0x40BF, 0x3E99, 0xC3FB, 0x3D01, 0xC4C7, 0x3FFB, 0x3D9F, 0x3FB9, 0xBB15, 0x3D86]> : tensor<16xf16>
    %r:1 = func.call @model(%a0) : (tensor<16xf16>) -> (tensor<16xf16>)
    check.expect_almost_eq_const %r#0, dense<[0xB36A, 0x4989, 0x42CC, 0x375E, 0xC841, 0xCDBC, 0x4552, 0x4103, 0xCEC2, 0x3E6A, 0xD36C, 0x4338, 0x3FAA, 0x42C0, 0xBC06, 0x3F74]> : tensor<16xf16> {tolerance = 2.4e-01 : f64}
    func.return
  }
}
