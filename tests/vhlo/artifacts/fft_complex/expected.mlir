module @jit_fft_complex attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %2 = call @fft_0(%arg0) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad(%2, %c) : (tensor<5xcomplex<f32>>, tensor<i32>) -> tensor<5xcomplex<f32>>
    %4 = call @fft_1(%3) : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %5 = stablehlo.real %1 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %6 = stablehlo.imag %1 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<8xf32>
    %8 = stablehlo.abs %1 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %9 = stablehlo.add %7, %8 : tensor<8xf32>
    %10 = stablehlo.complex %arg0, %arg0 : tensor<8xcomplex<f32>>
    return %9, %4, %10 : tensor<8xf32>, tensor<8xf32>, tensor<8xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    return %1 : tensor<5xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
