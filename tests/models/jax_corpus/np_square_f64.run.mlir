// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_square attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.square %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFBD64E300000000, 0x3FF8CA0960000000, 0x3FEEFF7300000000, 0x3FCC84D260000000, 0xBFF6B2C200000000, 0xBFFE9AC5A0000000, 0x3FF2FC92C0000000, 0x3FEA628700000000, 0xBFFFEA5A60000000, 0x3FE402DD40000000, 0xC0031A7300000000, 0x3FEFEB51E0000000, 0x3FE67D00C0000000, 0x3FEEE5C960000000, 0xBFDC546F00000000, 0x3FE6185460000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3F8B0019810A4800, 0x40033409A65EBF20, 0x3FEE06EED26D4800, 0x3FA96A9774FF0D20, 0x400019B152D82000, 0x400D451F1EE87D20, 0x3FF687DD43E1F900, 0x3FE5C14ABD198800, 0x400FD4C364BB3D20, 0x3FD90729A3437900, 0x4016CEFCD8FA9000, 0x3FEFD6B11D5B7C20, 0x3FDF9B92ABB80900, 0x3FEDD54BA3213F20, 0x3FC914A108410800, 0x3FDE830D06DCF240]> : tensor<16xf64> {tolerance = 1.1e-04 : f64}
    func.return
  }
}
