// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xf8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<6xf8E4M3FN>) -> tensor<6xf32>
    %2 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xf8E5M2>
    %3 = stablehlo.convert %2 : (tensor<6xf8E5M2>) -> tensor<6xf32>
    return %1, %3 : tensor<6xf32>, tensor<6xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFF39B42, 0x3F3DCBEC, 0xBF9D7F89, 0x3BFB4DFA, 0xC0204128, 0x3EFAED74]> : tensor<6xf32>
    %r:2 = func.call @model(%a0) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBFF00000, 0x3F400000, 0xBFA00000, 0x3C000000, 0xC0200000, 0x3F000000]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xC0000000, 0x3F400000, 0xBFA00000, 0x3C000000, 0xC0200000, 0x3F000000]> : tensor<6xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
