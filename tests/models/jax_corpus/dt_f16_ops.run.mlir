// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xf16>) -> (tensor<6xf16> {jax.result_info = "result[0]"}, tensor<6xf16> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f16> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %3 = stablehlo.add %1, %2 : tensor<6xf16>
    %4 = stablehlo.exponential %arg0 : tensor<6xf16>
    %5 = stablehlo.convert %arg0 : (tensor<6xf16>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %7 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf16>, tensor<f16>) -> tensor<f16>
    return %3, %4, %6, %7 : tensor<6xf16>, tensor<6xf16>, tensor<f32>, tensor<f16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xB7DB, 0xBA73, 0x20AF, 0xB1E6, 0x3D0E, 0x2B8B]> : tensor<6xf16>
    %r:4 = func.call @model(%a0) : (tensor<6xf16>) -> (tensor<6xf16>, tensor<6xf16>, tensor<f32>, tensor<f16>)
    check.expect_almost_eq_const %r#0, dense<[0x24A0, 0xB8E6, 0x3C13, 0x390D, 0x430E, 0x3C79]> : tensor<6xf16> {tolerance = 1.4e-02 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x38E5, 0x3725, 0x3C09, 0x3AA7, 0x4314, 0x3C3E]> : tensor<6xf16> {tolerance = 1.4e-02 : f64}
    check.expect_almost_eq_const %r#2, dense<0xBE194A00> : tensor<f32> {tolerance = 4.0e-03 : f64}
    check.expect_almost_eq_const %r#3, dense<0x3D0E> : tensor<f16> {tolerance = 5.1e-03 : f64}
    func.return
  }
}
