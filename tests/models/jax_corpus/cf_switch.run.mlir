// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<i32>, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %2 = stablehlo.sine %arg1 : tensor<3xf32>
      stablehlo.return %2 : tensor<3xf32>
    }, {
      %2 = stablehlo.cosine %arg1 : tensor<3xf32>
      stablehlo.return %2 : tensor<3xf32>
    }, {
      %2 = stablehlo.negate %arg1 : tensor<3xf32>
      stablehlo.return %2 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<1> : tensor<i32>
    %a1 = stablehlo.constant dense<[0x3EFE4F9D, 0xBF51E071, 0xBF8AD6E8]> : tensor<3xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<i32>, tensor<3xf32>) -> (tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F611096, 0x3F2EAE26, 0x3EEF33DF]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
