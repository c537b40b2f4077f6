// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf16>) -> (tensor<6xf16> {jax.result_info = "result[0]"}, tensor<6xf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<6xf16>
    %1 = stablehlo.abs %arg0 : tensor<6xf16>
    %2 = stablehlo.log_plus_one %1 : tensor<6xf16>
    return %0, %2 : tensor<6xf16>, tensor<6xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3D4B, 0x3E74, 0xBAF0, 0xB7B4, 0x4003, 0x3E8D]> : tensor<6xf16>
    %r:2 = func.call @model(%a0) : (tensor<6xf16>) -> (tensor<6xf16>, tensor<6xf16>)
    check.expect_almost_eq_const %r#0, dense<[0x4183, 0x4405, 0xB8A4, 0xB61D, 0x466F, 0x4425]> : tensor<6xf16> {tolerance = 2.6e-02 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3ABE, 0x3BAF, 0x38FF, 0x364A, 0x3C67, 0x3BC2]> : tensor<6xf16> {tolerance = 4.4e-03 : f64}
    func.return
  }
}
