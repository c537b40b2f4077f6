// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %6 = stablehlo.slice %5 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %7 = stablehlo.convert %6 : tensor<3x3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %8:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %7, %iterArg_2 = %c_0, %iterArg_3 = %arg0, %iterArg_4 = %7) : tensor<3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<3x3xf32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_3, %iterArg_4) : (tensor<3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3x3xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.add %iterArg_2, %c_5 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_1, %12, %11#0, %11#1 : tensor<3xf32>, tensor<3x3xf32>, tensor<i64>, tensor<3xf32>, tensor<3x3xf32>
    }
    %9 = stablehlo.transpose %8#4, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %10 = stablehlo.slice %9 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %10 : tensor<3x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3x3xf32>) {
    %0 = stablehlo.sine %arg2 : tensor<3xf32>
    %1 = stablehlo.cosine %arg2 : tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.multiply %arg3, %3 : tensor<3x3xf32>
    %5 = stablehlo.multiply %0, %arg0 : tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %8 = stablehlo.multiply %4, %7 : tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %11 = stablehlo.multiply %10, %arg1 : tensor<3x3xf32>
    %12 = stablehlo.add %8, %11 : tensor<3x3xf32>
    return %5, %12 : tensor<3xf32>, tensor<3x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBF17452C, 0xBD3ACACF, 0xBFB76172]> : tensor<3xf32>
    %r:1 = func.call @model(%a0) : (tensor<3xf32>) -> (tensor<3x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBF37A318, 0x80000000, 0x80000000], [0x80000000, 0xB9C6CAE1, 0x80000000], [0x80000000, 0x80000000, 0xBFA1A72F]]> : tensor<3x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
