// Result types as upstream infers them: the last dimension of RFFT and
// IRFFT results comes from fft_length (also when the operand's is dynamic),
// and static sizes must fit the bounds (#stablehlo.bounds) of the types
// they are inferred from.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @rfft_dynamic_operand(%x: tensor<3x?xf32>) -> tensor<3x5xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<3x?xf32>) -> tensor<3x5xcomplex<f32>>
  func.return %0 : tensor<3x5xcomplex<f32>>
}

// -----

func.func @irfft_operand_of_fft_length(%x: tensor<5xcomplex<f32>>, %y: tensor<1xcomplex<f32>>) -> (tensor<8xf32>, tensor<0xf32>) {
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
  %1 = stablehlo.fft %y, type = IRFFT, length = [0] : (tensor<1xcomplex<f32>>) -> tensor<0xf32>
  func.return %0, %1 : tensor<8xf32>, tensor<0xf32>
}

// -----

func.func @bounded_operands(%x: tensor<?x8xf32, #stablehlo.bounds<4, ?>>, %y: tensor<?xf32, #stablehlo.bounds<4>>) -> (tensor<3x5xcomplex<f32>>, tensor<4xf32>) {
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<?x8xf32, #stablehlo.bounds<4, ?>>) -> tensor<3x5xcomplex<f32>>
  %1 = stablehlo.abs %y : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<4xf32>
  func.return %0, %1 : tensor<3x5xcomplex<f32>>, tensor<4xf32>
}

// -----

func.func @rfft_dynamic_operand_wrong_result(%x: tensor<3x?xf32>) -> tensor<3x4xcomplex<f32>> {
  // expected-error @+1 {{C5: unexpected result shape}}
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<3x?xf32>) -> tensor<3x4xcomplex<f32>>
  func.return %0 : tensor<3x4xcomplex<f32>>
}

// -----

func.func @irfft_dynamic_result(%x: tensor<3xcomplex<f32>>) -> tensor<?xf32> {
  // expected-error @+1 {{C5: expects the last operand dimension of IRFFT to be fft_length[-1] / 2 + 1 = 5}}
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<3xcomplex<f32>>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @fft_result_beyond_bound(%x: tensor<?x8xf32, #stablehlo.bounds<4, ?>>) -> tensor<6x5xcomplex<f32>> {
  // expected-error @+1 {{C5: unexpected result shape}}
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<?x8xf32, #stablehlo.bounds<4, ?>>) -> tensor<6x5xcomplex<f32>>
  func.return %0 : tensor<6x5xcomplex<f32>>
}

// -----

func.func @abs_result_beyond_bound(%x: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32> {
  // expected-error @+1 {{C1: expects 'tensor<?xf32, #stablehlo.bounds<4>>' and 'tensor<5xf32>' to have the same shape}}
  %0 = stablehlo.abs %x : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @add_operand_beyond_bound(%x: tensor<?xf32, #stablehlo.bounds<4>>, %y: tensor<5xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{expects operands and result to have the same type}}
  %0 = stablehlo.add %x, %y : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<5xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
