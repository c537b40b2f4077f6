// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xui32>) -> (tensor<4xui32> {jax.result_info = "result[0]"}, tensor<3x2xui32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
    %2 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x2xui32>) -> tensor<4xui32>
    return %3, %output : tensor<4xui32>, tensor<3x2xui32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xui32>
    %r:2 = func.call @model(%a0) : (tensor<4xui32>) -> (tensor<4xui32>, tensor<3x2xui32>)
    check.expect_eq_const %r#0, dense<[1, 2, 5, 4]> : tensor<4xui32>
    check.expect_eq_const %r#1, dense<[[512747620, 1298009047], [1267190206, 761827841], [1383286907, 1639995030]]> : tensor<3x2xui32>
    func.return
  }
}
