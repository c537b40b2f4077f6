// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xf32>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = call @fft(%arg0) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %1 = call @fft(%arg0) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = call @_pad(%1, %c) : (tensor<5xcomplex<f32>>, tensor<i64>) -> tensor<5xcomplex<f32>>
    %3 = call @fft_0(%2) : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<2x4xf32>
    %5 = call @fft_1(%4) : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
    return %0, %3, %5 : tensor<5xcomplex<f32>>, tensor<8xf32>, tensor<2x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    return %1 : tensor<5xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @fft_1(%arg0: tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [2, 4] : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBE7C0CD9, 0xBF438D08, 0xBF4E554D, 0x3CC65ABA, 0xBF3C885F, 0xBF30292A, 0xBF091A10, 0x3FC6F039]> : tensor<8xf32>
    %r:3 = func.call @model(%a0) : (tensor<8xf32>) -> (tensor<5xcomplex<f32>>, tensor<8xf32>, tensor<2x3xcomplex<f32>>)
    check.expect_almost_eq_const %r#0, dense<[(-2.197721004486084, 0.0), (1.5186233520507812, 1.4058616161346436), (0.3589443564414978, 3.0304179191589355), (-0.5379970669746399, 0.8649912476539612), (-2.450562000274658, 0.0)]> : tensor<5xcomplex<f32>> {tolerance = 3.1e-03 : f64}
    check.expect_almost_eq_const %r#1, dense<[0xBE7C0CD5, 0xBF438D07, 0xBF4E554D, 0x3CC65AC0, 0xBF3C885F, 0xBF302929, 0xBF091A0F, 0x3FC6F039]> : tensor<8xf32> {tolerance = 1.6e-03 : f64}
    check.expect_almost_eq_const %r#2, dense<[[(-2.197721481323242, 0.0), (0.3589444160461426, 3.0304179191589355), (-2.450562000274658, 0.0)], [(-1.3858574628829956, 0.0), (0.7607482671737671, -1.4542502164840698), (1.8256133794784546, 0.0)]]> : tensor<2x3xcomplex<f32>> {tolerance = 3.1e-03 : f64}
    func.return
  }
}
