// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.erf %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFBD64E300000000, 0x3FF8CA0960000000, 0x3FEEFF7300000000, 0x3FCC84D260000000, 0xBFF6B2C200000000, 0xBFFE9AC5A0000000, 0x3FF2FC92C0000000, 0x3FEA628700000000, 0xBFFFEA5A60000000, 0x3FE402DD40000000, 0xC0031A7300000000, 0x3FEFEB51E0000000, 0x3FE67D00C0000000, 0x3FEEE5C960000000, 0xBFDC546F00000000, 0x3FE6185460000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xBFC082E111BD389A, 0x3FEF16F7F04FAF63, 0x3FEA898A11296608, 0x3FCFA7C8E7673CEA, 0xBFEE90C46B7A4D70, 0xBFEFC80F543F918F, 0x3FED039CF401EC09, 0x3FE834805951263A, 0xBFEFD8C695D552F7, 0x3FE3F3C6938567B9, 0xBFEFF9FF4DD0A568, 0x3FEAEECC784C6CFF, 0x3FE5C0245CA121AD, 0x3FEA7E2CBAB1725F, 0xBFDDFF01680DCED5, 0x3FE57A3823395176]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
