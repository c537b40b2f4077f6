// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>, %arg2: tensor<2x2xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_5 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.add %arg1, %c_7 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg1, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %11 = stablehlo.add %arg1, %c_9 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg1 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_update_slice %arg0, %arg2, %9, %12 : (tensor<5x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %14 = call @dynamic_index_in_dim(%arg0, %arg1) : (tensor<5x6xf32>, tensor<i32>) -> tensor<5xf32>
    return %6, %13, %14 : tensor<2x3xf32>, tensor<5x6xf32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, sizes = [5, 1] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<5x1xf32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBED1EDD8, 0x3DF9B648, 0x3E052D24, 0x3F5F7E2B, 0xBF6508B9, 0xBF503B1B], [0x3F933562, 0x3E84BCC3, 0x3EF95612, 0x3F73D43E, 0xBFCA607A, 0x3EFFEDA8], [0xBF4576EE, 0x3F26553B, 0x3FC031A4, 0xBF53E4F5, 0x3F81A036, 0x3FA95099], [0xBF5CCE28, 0xBD9C8D29, 0x3F2D7D68, 0x3FF0DD74, 0x3F9A420A, 0x3F9A7AE4], [0x3DE9A2A4, 0x3F799792, 0xBE017EDF, 0xBFBBCC7D, 0xBF147B8E, 0x3EAADB65]]> : tensor<5x6xf32>
    %a1 = stablehlo.constant dense<2> : tensor<i32>
    %a2 = stablehlo.constant dense<[[0xBEA18E80, 0x3F66930B], [0x3F9DF8BF, 0xBD03286E]]> : tensor<2x2xf32>
    %r:3 = func.call @model(%a0, %a1, %a2) : (tensor<5x6xf32>, tensor<i32>, tensor<2x2xf32>) -> (tensor<2x3xf32>, tensor<5x6xf32>, tensor<5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F26553B, 0x3FC031A4, 0xBF53E4F5], [0xBD9C8D29, 0x3F2D7D68, 0x3FF0DD74]]> : tensor<2x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBED1EDD8, 0x3DF9B648, 0x3E052D24, 0x3F5F7E2B, 0xBF6508B9, 0xBF503B1B], [0x3F933562, 0x3E84BCC3, 0x3EF95612, 0x3F73D43E, 0xBFCA607A, 0x3EFFEDA8], [0xBF4576EE, 0x3F26553B, 0xBEA18E80, 0x3F66930B, 0x3F81A036, 0x3FA95099], [0xBF5CCE28, 0xBD9C8D29, 0x3F9DF8BF, 0xBD03286E, 0x3F9A420A, 0x3F9A7AE4], [0x3DE9A2A4, 0x3F799792, 0xBE017EDF, 0xBFBBCC7D, 0xBF147B8E, 0x3EAADB65]]> : tensor<5x6xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0x3E052D24, 0x3EF95612, 0x3FC031A4, 0x3F2D7D68, 0xBE017EDF]> : tensor<5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
