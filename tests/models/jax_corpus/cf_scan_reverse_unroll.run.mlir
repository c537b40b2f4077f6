// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<7xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<7xf64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<7xf64>) -> tensor<1xf64>
    %1 = stablehlo.slice %arg0 [1:7] : (tensor<7xf64>) -> tensor<6xf64>
    %2 = stablehlo.reshape %1 : (tensor<6xf64>) -> tensor<2x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:4 = stablehlo.while(%iterArg = %2, %iterArg_1 = %c, %iterArg_2 = %cst, %iterArg_3 = %3) : tensor<2x3xf64>, tensor<i64>, tensor<f64>, tensor<2x3xf64>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<2> : tensor<i64>
      %11 = stablehlo.subtract %c_4, %iterArg_1 : tensor<i64>
      %c_5 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.subtract %11, %c_5 : tensor<i64>
      %13 = func.call @dynamic_index_in_dim(%iterArg, %12) : (tensor<2x3xf64>, tensor<i64>) -> tensor<3xf64>
      %14 = stablehlo.slice %13 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
      %15 = stablehlo.reshape %14 : (tensor<1xf64>) -> tensor<f64>
      %16:2 = func.call @closed_call(%iterArg_2, %15) : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
      %17 = stablehlo.slice %13 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
      %18 = stablehlo.reshape %17 : (tensor<1xf64>) -> tensor<f64>
      %19:2 = func.call @closed_call(%16#0, %18) : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
      %20 = stablehlo.slice %13 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
      %21 = stablehlo.reshape %20 : (tensor<1xf64>) -> tensor<f64>
      %22:2 = func.call @closed_call(%19#0, %21) : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
      %23 = stablehlo.broadcast_in_dim %22#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %24 = stablehlo.broadcast_in_dim %19#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %25 = stablehlo.broadcast_in_dim %16#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %26 = stablehlo.concatenate %23, %24, %25, dim = 0 : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3xf64>
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_3, %26, %12) : (tensor<2x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<2x3xf64>
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %28 = stablehlo.add %iterArg_1, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %28, %22#0, %27 : tensor<2x3xf64>, tensor<i64>, tensor<f64>, tensor<2x3xf64>
    }
    %5 = stablehlo.reshape %4#3 : (tensor<2x3xf64>) -> tensor<6xf64>
    %6 = stablehlo.slice %0 [0:1] : (tensor<1xf64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %8:2 = call @closed_call(%4#2, %7) : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
    %9 = stablehlo.broadcast_in_dim %8#1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %10 = stablehlo.concatenate %9, %5, dim = 0 : (tensor<1xf64>, tensor<6xf64>) -> tensor<7xf64>
    return %8#0, %10 : tensor<f64>, tensor<7xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3xf64>, %arg1: tensor<i64>) -> tensor<3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<2x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
  func.func private @closed_call(%arg0: tensor<f64>, %arg1: tensor<f64>) -> (tensor<f64>, tensor<f64>) {
    %0 = stablehlo.convert %arg0 : tensor<f64>
    %1 = stablehlo.add %0, %arg1 : tensor<f64>
    return %1, %arg0 : tensor<f64>, tensor<f64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<i64>) -> tensor<2x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf64>
    return %1 : tensor<2x3xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3FECDBEF60000000, 0x3FE48510A0000000, 0xBFD5135500000000, 0xBFECAE6C00000000, 0xBFE0A337C0000000, 0x3FFA1F9140000000, 0xBFC7D92D20000000]> : tensor<7xf64>
    %r:2 = func.call @model(%a0) : (tensor<7xf64>) -> (tensor<f64>, tensor<7xf64>)
    check.expect_almost_eq_const %r#0, dense<0x3FF3E7447C000000> : tensor<f64> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3FD5E53330000000, 0xBFD324EE10000000, 0x3F9EE66F00000000, 0x3FEDA59F78000000, 0x3FF7246B9C000000, 0xBFC7D92D20000000, 0x0]> : tensor<7xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
