// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5xf32>) -> (tensor<5xi8> {jax.result_info = "result[0]"}, tensor<5xui8> {jax.result_info = "result[1]"}, tensor<5xi16> {jax.result_info = "result[2]"}, tensor<5xui16> {jax.result_info = "result[3]"}, tensor<5xf16> {jax.result_info = "result[4]"}, tensor<5xbf16> {jax.result_info = "result[5]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<5xi1> {jax.result_info = "result[7]"}, tensor<5xf64> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xi8>
    %1 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xui8>
    %2 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xi16>
    %3 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xui16>
    %4 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xf16>
    %5 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xbf16>
    %6 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.compare NE, %arg0, %7, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %9 = stablehlo.convert %8 : tensor<5xi1>
    %10 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xf64>
    return %0, %1, %2, %3, %4, %5, %6, %9, %10 : tensor<5xi8>, tensor<5xui8>, tensor<5xi16>, tensor<5xui16>, tensor<5xf16>, tensor<5xbf16>, tensor<5xcomplex<f32>>, tensor<5xi1>, tensor<5xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xC1E55C8F, 0x401B4457, 0x413F026C, 0x4307A7C3, 0x41E14B62]> : tensor<5xf32>
    %r:9 = func.call @model(%a0) : (tensor<5xf32>) -> (tensor<5xi8>, tensor<5xui8>, tensor<5xi16>, tensor<5xui16>, tensor<5xf16>, tensor<5xbf16>, tensor<5xcomplex<f32>>, tensor<5xi1>, tensor<5xf64>)
    check.expect_eq_const %r#0, dense<[-28, 2, 11, 127, 28]> : tensor<5xi8>
    check.expect_eq_const %r#1, dense<[0, 2, 11, 135, 28]> : tensor<5xui8>
    check.expect_eq_const %r#2, dense<[-28, 2, 11, 135, 28]> : tensor<5xi16>
    check.expect_eq_const %r#3, dense<[0, 2, 11, 135, 28]> : tensor<5xui16>
    check.expect_almost_eq_const %r#4, dense<[0xCF2B, 0x40DA, 0x49F8, 0x583D, 0x4F0A]> : tensor<5xf16> {tolerance = 2.7e-03 : f64}
    check.expect_almost_eq_const %r#5, dense<[0xC1E5, 0x401B, 0x413F, 0x4308, 0x41E1]> : tensor<5xbf16> {tolerance = 2.7e-03 : f64}
    check.expect_almost_eq_const %r#6, dense<[(-28.670194625854492, 0.0), (2.426046133041382, 0.0), (11.938091278076172, 0.0), (135.6553192138672, 0.0), (28.161808013916016, 0.0)]> : tensor<5xcomplex<f32>> {tolerance = 2.7e-03 : f64}
    check.expect_eq_const %r#7, dense<[true, true, true, true, true]> : tensor<5xi1>
    check.expect_almost_eq_const %r#8, dense<[0xC03CAB91E0000000, 0x4003688AE0000000, 0x4027E04D80000000, 0x4060F4F860000000, 0x403C296C40000000]> : tensor<5xf64> {tolerance = 2.7e-03 : f64}
    func.return
  }
}
