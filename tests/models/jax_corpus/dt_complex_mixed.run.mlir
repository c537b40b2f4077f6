// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %1 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %2 = stablehlo.abs %1 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %3 = stablehlo.add %2, %arg0 : tensor<4xf32>
    return %0, %3 : tensor<4xcomplex<f32>>, tensor<4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE36AB9B, 0xC00087EC, 0x3F4DF8EB, 0x3ED0042C]> : tensor<4xf32>
    %a1 = stablehlo.constant dense<[0xBF5856D4, 0x3F8574E5, 0x3FBD394F, 0xBF6ACD37]> : tensor<4xf32>
    %r:2 = func.call @model(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xcomplex<f32>>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[(-0.17838899791240692, -0.8450748920440674), (-2.008296012878418, 1.0426298379898071), (0.8045794367790222, 1.4783114194869995), (0.40628182888031006, -0.9171938300132751)]> : tensor<4xcomplex<f32>> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3F2F7069, 0x3E825048, 0x401F35C9, 0x3FB46842]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
