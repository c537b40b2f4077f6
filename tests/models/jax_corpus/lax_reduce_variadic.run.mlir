// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %1 = stablehlo.maximum %arg2, %arg4 : tensor<f32>
      %2 = stablehlo.add %arg3, %arg5 : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBE04213A, 0xBDF65F27, 0x3FDBEC79, 0xBFA95F16, 0x3EC0C7D7], [0xBF37F0E8, 0xBF8CB3DE, 0xBE39FC91, 0x3E8323CA, 0xBFBA965E], [0xBE58C09B, 0x3EA5F31D, 0xBF47EF5F, 0xBFFAC23E, 0x40348497], [0xBF1D2CB5, 0x3F3AB02C, 0x3F591600, 0x3FB8410C, 0xBE8A5571]]> : tensor<4x5xf32>
    %a1 = stablehlo.constant dense<[[5, 0, 8, 2, 1], [4, 3, 4, 5, 8], [0, 0, 6, 2, 5], [8, 5, 8, 1, 0]]> : tensor<4x5xi32>
    %r:2 = func.call @model(%a0, %a1) : (tensor<4x5xf32>, tensor<4x5xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FDBEC79, 0x3E8323CA, 0x40348497, 0x3FB8410C]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#1, dense<[16, 24, 13, 22]> : tensor<4xi32>
    func.return
  }
}
