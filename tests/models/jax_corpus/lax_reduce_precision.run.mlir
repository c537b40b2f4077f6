// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<8xf32>
    %1 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<8xf32>
    return %0, %1 : tensor<8xf32>, tensor<8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3EE7D5BC, 0xBFC043F5, 0x3FBEED74, 0xC00B1816, 0xBD0D3D1B, 0xBED67308, 0xBF5BD4B8, 0x3F962A95]> : tensor<8xf32>
    %r:2 = func.call @model(%a0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3EE7E000, 0xBFC04000, 0x3FBEE000, 0xC00B2000, 0xBD0D4000, 0xBED68000, 0xBF5BE000, 0x3F962000]> : tensor<8xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3EE80000, 0xBFC00000, 0x3FBF0000, 0xC00B0000, 0xBD0D0000, 0xBED60000, 0xBF5C0000, 0x3F960000]> : tensor<8xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
