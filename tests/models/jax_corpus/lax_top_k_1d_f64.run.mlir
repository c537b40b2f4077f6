// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<11xf64>) -> (tensor<5xf64> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 5) : tensor<11xf64> -> (tensor<5xf64>, tensor<5xi32>)
    return %values, %indices : tensor<5xf64>, tensor<5xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFF50D56CEF904C9, 0xBFE56DD719992D2E, 0xBFFC9E797A1369F0, 0x3FBE91A91900B0C0, 0xBFCC6EB344E36746, 0x3FED2B346B60C423, 0xBFE77788A75B8A03, 0x3FEF85832E74AB1B, 0x3FDB0F6B83F366D7, 0x3FFF97FA29606BB2, 0xBFDE7CB15740144C]> : tensor<11xf64>
    %r:2 = func.call @model(%a0) : (tensor<11xf64>) -> (tensor<5xf64>, tensor<5xi32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FFF97FA29606BB2, 0x3FEF85832E74AB1B, 0x3FED2B346B60C423, 0x3FDB0F6B83F366D7, 0x3FBE91A91900B0C0]> : tensor<5xf64> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#1, dense<[9, 7, 5, 8, 3]> : tensor<5xi32>
    func.return
  }
}
