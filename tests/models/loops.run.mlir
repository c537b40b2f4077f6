// Exported by tests/models/export_jax.py with JAX 0.10.2; do not edit.
// RUN: stablehlo-translate-go --interpret %s
module @jit_loops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_5 = %c, %iterArg_6 = %arg0) : tensor<i64>, tensor<i64>, tensor<4x3xf32>
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:2 = func.call @closed_call(%iterArg_5, %iterArg_6) : (tensor<i64>, tensor<4x3xf32>) -> (tensor<i64>, tensor<4x3xf32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i64>
      %9 = stablehlo.add %iterArg, %c_7 : tensor<i64>
      stablehlo.return %9, %8#0, %8#1 : tensor<i64>, tensor<i64>, tensor<4x3xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %1, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.convert %2 : (tensor<i1>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %9 = stablehlo.subtract %0#2, %8 : tensor<4x3xf32>
      stablehlo.return %9 : tensor<4x3xf32>
    }, {
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %9 = stablehlo.multiply %0#2, %8 : tensor<4x3xf32>
      stablehlo.return %9 : tensor<4x3xf32>
    }) : (tensor<i32>) -> tensor<4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %7:4 = stablehlo.while(%iterArg = %4, %iterArg_5 = %c_4, %iterArg_6 = %5, %iterArg_7 = %6) : tensor<4x3xf32>, tensor<i64>, tensor<3xf32>, tensor<4x3xf32>
    cond {
      %c_8 = stablehlo.constant dense<4> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<4x3xf32>, tensor<i64>) -> tensor<3xf32>
      %9:2 = func.call @closed_call_0(%iterArg_6, %8) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_7, %9#1, %iterArg_5) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i64>) -> tensor<4x3xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i64>
      %11 = stablehlo.add %iterArg_5, %c_8 : tensor<i64>
      stablehlo.return %iterArg, %11, %9#0, %10 : tensor<4x3xf32>, tensor<i64>, tensor<3xf32>, tensor<4x3xf32>
    }
    return %7#2, %7#3 : tensor<3xf32>, tensor<4x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<4x3xf32>) -> (tensor<i64>, tensor<4x3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x3xf32>
    %3 = stablehlo.sine %arg1 : tensor<4x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<4x3xf32>
    %5 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x3xf32>
    return %0, %7 : tensor<i64>, tensor<4x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i64>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3DBEC163, 0x3F3F0E48, 0xC007292B], [0x3F2EF45B, 0xBF4F6A34, 0x3F17F4AF], [0xBEAAAC8D, 0x3FE9C70B, 0xBF62E48D], [0xBF883EA0, 0x3EE01D49, 0xBF48E5F0]]> : tensor<4x3xf32>
    %r:2 = func.call @model(%a0) : (tensor<4x3xf32>) -> (tensor<3xf32>, tensor<4x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x42295431, 0x42281CB2, 0x42289C68]> : tensor<3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x0, 0x0, 0x0], [0x42DB7D9D, 0x42DE7635, 0x42DAFE42], [0x43645149, 0x435CE8B4, 0x435D29F1], [0x43A6F04E, 0x43A51DCC, 0x43A7D2C4]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
