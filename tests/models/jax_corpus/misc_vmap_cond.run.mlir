// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %2 = stablehlo.convert %1 : (tensor<4xi1>) -> tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %5 = stablehlo.select %4, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>
    %6 = stablehlo.cosine %5 : tensor<4xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare EQ, %2, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %9 = stablehlo.select %8, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>
    %10 = stablehlo.sine %9 : tensor<4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.compare LT, %2, %11, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %13 = stablehlo.select %12, %6, %10 : tensor<4xi1>, tensor<4xf32>
    return %13 : tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFC13E01, 0x3F212E6A, 0x3F5A2124, 0xBF956663]> : tensor<4xf32>
    %a1 = stablehlo.constant dense<[0xBE9B8A14, 0xBED8DADA, 0xBA8A0303, 0xBE88B1CA]> : tensor<4xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F744720, 0xBED26DE0, 0xBA8A0301, 0x3F76EE2B]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
