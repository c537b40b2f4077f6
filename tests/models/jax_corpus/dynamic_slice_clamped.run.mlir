// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf32>, %arg1: tensor<i32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [3] : (tensor<6xf32>, tensor<i32>) -> tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F0D2BC8, 0xBE8B8DF0, 0xBF97F2DA, 0xBE0D3075, 0x3F354800, 0xBCD0F793]> : tensor<6xf32>
    %a1 = stablehlo.constant dense<5> : tensor<i32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<6xf32>, tensor<i32>) -> (tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBE0D3075, 0x3F354800, 0xBCD0F793]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
