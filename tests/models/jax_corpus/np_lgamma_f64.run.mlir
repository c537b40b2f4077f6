// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_lgamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.lgamma %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x401E3FFEC0000000, 0x4001CAE420000000, 0x401B2603E0000000, 0x400C960E60000000, 0x400A2BE240000000, 0x3FE591ABA0000000, 0x3FFF3696E0000000, 0x40199F1BE0000000, 0x4007F571E0000000, 0x4019552580000000, 0xC00D4EE420000000, 0x4002355640000000, 0x4019214280000000, 0x4015272160000000, 0x400368C900000000, 0x400C1EE6A0000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x401EA00E698A8EEC, 0x3FBC36E5F47E5080, 0x4018BC843AA93171, 0x3FF485DCB7CA3820, 0x3FEEA5483258F22C, 0x3FD2C91744A38100, 0xBF947B485E2DF100, 0x4015F9833BCC7CDB, 0x3FE6075816C6FF54, 0x40157687D7F0815A, 0xBFF66B4DDE596DA7, 0x3FC1EA9100D08890, 0x40151B300C229F1D, 0x400CF8187DEAFD15, 0x3FCDF792726DA2C0, 0x3FF37B84C773F3DE]> : tensor<16xf64> {tolerance = 1.5e-04 : f64}
    func.return
  }
}
