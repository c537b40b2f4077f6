// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i64>, tensor<i64>, tensor<3xf32>
    cond {
      %c_3 = stablehlo.constant dense<2> : tensor<i64>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i64>, tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>)
      %2:2 = func.call @closed_call(%1#0, %1#1) : (tensor<i64>, tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %3 = stablehlo.add %iterArg, %c_3 : tensor<i64>
      stablehlo.return %3, %2#0, %2#1 : tensor<i64>, tensor<i64>, tensor<3xf32>
    }
    return %0#2 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<3xf32>
    %4 = stablehlo.add %arg1, %3 : tensor<3xf32>
    return %0, %4 : tensor<i64>, tensor<3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE6294C3, 0xBF08AC7C, 0x3D9BF6BC]> : tensor<3xf32>
    %r:1 = func.call @model(%a0) : (tensor<3xf32>) -> (tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xC0A9EF92, 0xC14D02BA, 0x3FE9F21A]> : tensor<3xf32> {tolerance = 2.6e-04 : f64}
    func.return
  }
}
