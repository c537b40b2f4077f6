// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_sinh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.sinh %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFCD64E300000000, 0x4008CA0960000000, 0x3FFEFF7300000000, 0x3FDC84D260000000, 0xC006B2C200000000, 0xC00E9AC5A0000000, 0x4002FC92C0000000, 0x3FFA628700000000, 0xC00FEA5A60000000, 0x3FF402DD40000000, 0xC0131A7300000000, 0x3FFFEB51E0000000, 0x3FF67D00C0000000, 0x3FFEE5C960000000, 0xBFEC546F00000000, 0x3FF6185460000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xBFCDA732F0557FB4, 0x40261F77013CC0FB, 0x400B2F78DA91D2A6, 0x3FDD78D8DB02FDA8, 0xC02102C11C4D34B9, 0xC036EB2A58F58085, 0x4015479CEDC50B75, 0x40040A1039F7EC3C, 0xC03B00B7119A4847, 0x3FF9A6DEFFC8C019, 0xC04DA669C95CC4C4, 0x400CDD00D0E73E8E, 0x3FFEA8C12B2E7572, 0x400B022813971013, 0xBFF016D0C7D63652, 0x3FFDD1810EDBDFC8]> : tensor<16xf64> {tolerance = 1.2e-03 : f64}
    func.return
  }
}
