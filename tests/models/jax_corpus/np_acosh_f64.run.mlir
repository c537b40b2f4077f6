// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arccosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = call @arccosh(%arg0) : (tensor<16xf64>) -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func private @arccosh(%arg0: tensor<16xf64>) -> tensor<16xf64> {
    %0 = chlo.acosh %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x4014A53700000000, 0x4013F31AA0000000, 0x3FFAD63720000000, 0x3FF44D7C40000000, 0x3FF7CA5F00000000, 0x401439B980000000, 0x400FDC4A20000000, 0x400EA1DB00000000, 0x4007D630C0000000, 0x4003ECD0E0000000, 0x40065D1D80000000, 0x4014727A60000000, 0x4014A43B20000000, 0x4015F7D7C0000000, 0x400EDFCFA0000000, 0x400DAF17C0000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x4002993D8B71CB03, 0x400251A0DCFC5EB6, 0x3FF1B46A79C7BC0A, 0x3FE6F8B31DDE491B, 0x3FEE6B7A0F002DD1, 0x40026E5428C0F26C, 0x400078AD5DDCD8F1, 0x400025625DF43C31, 0x3FFC1688E9C0BBD3, 0x3FF900D3B429D813, 0x3FFB0000819E3342, 0x400285198845AAC8, 0x400298DA0CA49C67, 0x40031ABB38A46025, 0x4000361368877D56, 0x3FFFC52CD0127873]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
