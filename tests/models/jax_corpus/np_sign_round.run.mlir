// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.sign %arg0 : tensor<16xf32>
    %1 = call @round(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %2 = stablehlo.floor %arg0 : tensor<16xf32>
    %3 = stablehlo.ceil %arg0 : tensor<16xf32>
    %4 = call @trunc(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    return %0, %1, %2, %3, %4 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @round(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @trunc(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %2 = stablehlo.ceil %arg0 : tensor<16xf32>
    %3 = stablehlo.floor %arg0 : tensor<16xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEB05D52, 0x4094BC38, 0x4039FCB2, 0x3F2B1CEE, 0xC088308C, 0xC0B7A0A2, 0x4063D6E1, 0x401E4F2A, 0xC0BF7E1E, 0x3FF0225F, 0xC0E53D64, 0x403F83EB, 0x4006EE04, 0x403962B8, 0xBFA9FA9A, 0x400491FA]> : tensor<16xf32>
    %r:5 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBF800000, 0x3F800000, 0x3F800000, 0x3F800000, 0xBF800000, 0xBF800000, 0x3F800000, 0x3F800000, 0xBF800000, 0x3F800000, 0xBF800000, 0x3F800000, 0x3F800000, 0x3F800000, 0xBF800000, 0x3F800000]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x80000000, 0x40A00000, 0x40400000, 0x3F800000, 0xC0800000, 0xC0C00000, 0x40800000, 0x40000000, 0xC0C00000, 0x40000000, 0xC0E00000, 0x40400000, 0x40000000, 0x40400000, 0xBF800000, 0x40000000]> : tensor<16xf32> {tolerance = 1.4e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0xBF800000, 0x40800000, 0x40000000, 0x0, 0xC0A00000, 0xC0C00000, 0x40400000, 0x40000000, 0xC0C00000, 0x3F800000, 0xC1000000, 0x40000000, 0x40000000, 0x40000000, 0xC0000000, 0x40000000]> : tensor<16xf32> {tolerance = 1.6e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0x80000000, 0x40A00000, 0x40400000, 0x3F800000, 0xC0800000, 0xC0A00000, 0x40800000, 0x40400000, 0xC0A00000, 0x40000000, 0xC0E00000, 0x40400000, 0x40400000, 0x40400000, 0xBF800000, 0x40400000]> : tensor<16xf32> {tolerance = 1.4e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[0x80000000, 0x40800000, 0x40000000, 0x0, 0xC0800000, 0xC0A00000, 0x40400000, 0x40000000, 0xC0A00000, 0x3F800000, 0xC0E00000, 0x40000000, 0x40000000, 0x40000000, 0xBF800000, 0x40000000]> : tensor<16xf32> {tolerance = 1.4e-04 : f64}
    func.return
  }
}
