// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_cosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.cosh %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFCD64E300000000, 0x4008CA0960000000, 0x3FFEFF7300000000, 0x3FDC84D260000000, 0xC006B2C200000000, 0xC00E9AC5A0000000, 0x4002FC92C0000000, 0x3FFA628700000000, 0xC00FEA5A60000000, 0x3FF402DD40000000, 0xC0131A7300000000, 0x3FFFEB51E0000000, 0x3FF67D00C0000000, 0x3FFEE5C960000000, 0xBFEC546F00000000, 0x3FF6185460000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FF06C7A1DA44B0D, 0x4026368FAA9FBD8D, 0x400C568DDBD13C24, 0x3FF19D6F8DD063EE, 0x402120BFE7F4D865, 0x4036F0BF6C267161, 0x4015A704F3A1427F, 0x400593C0EEDEDE2E, 0x403B057428350431, 0x3FFE3B930BFC8E21, 0x404DA77E0E76DE48, 0x400DF392A0BA1468, 0x40014AA0EE1A700D, 0x400C2B17DA5648D5, 0x3FF6B0C630F800F0, 0x4000EB803D2DCCCF]> : tensor<16xf64> {tolerance = 1.2e-03 : f64}
    func.return
  }
}
