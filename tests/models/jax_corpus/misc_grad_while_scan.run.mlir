// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:3 = stablehlo.while(%iterArg = %c, %iterArg_2 = %arg0, %iterArg_3 = %0) : tensor<i64>, tensor<3xf32>, tensor<4x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg_2) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_3, %4#1, %iterArg) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<4x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i64>
      %6 = stablehlo.add %iterArg, %c_4 : tensor<i64>
      stablehlo.return %6, %4#0, %5 : tensor<i64>, tensor<3xf32>, tensor<4x3xf32>
    }
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3:3 = stablehlo.while(%iterArg = %1#2, %iterArg_2 = %c_1, %iterArg_3 = %2) : tensor<4x3xf32>, tensor<i64>, tensor<3xf32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %4 = stablehlo.subtract %c_4, %iterArg_2 : tensor<i64>
      %c_5 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.subtract %4, %c_5 : tensor<i64>
      %6 = func.call @dynamic_index_in_dim(%iterArg, %5) : (tensor<4x3xf32>, tensor<i64>) -> tensor<3xf32>
      %7 = func.call @closed_call_0(%iterArg_3, %6) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_2, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %8, %7 : tensor<4x3xf32>, tensor<i64>, tensor<3xf32>
    }
    return %3#2 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<3xf32>
    %1 = stablehlo.cosine %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<3xf32>
    return %3, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F13E0FE, 0xBF284C66, 0xBF1899FF]> : tensor<3xf32>
    %r:1 = func.call @model(%a0) : (tensor<3xf32>) -> (tensor<3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3E9F23BB, 0x3E244135, 0x3E88CE91]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
