// Violations of the constraints of the linear algebra ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @dot_general_batching_count(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{C1: expects as many lhs as rhs batching dimensions}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_contracting_count(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C2: expects as many lhs as rhs contracting dimensions}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_lhs_unique(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{C3: expects unique lhs batching and contracting dimensions}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @dot_general_range(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C6: expects lhs contracting dimensions in [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_batch_sizes(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{C9: expects lhs batching dimension 0 and rhs batching dimension 0 to have the same size}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_contracting_sizes(%a: tensor<3x4xf32>, %b: tensor<5x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C10: expects lhs contracting dimension 1 and rhs contracting dimension 0 to have the same size}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<5x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_precision(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C11: expects 2 precision values, but got 1}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_shape(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<5x3xf32> {
  // expected-error @+1 {{C12: unexpected result shape 'tensor<5x3xf32>'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

func.func @dot_general_elements(%a: tensor<3x4xf32>, %b: tensor<4x5xf64>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C13: expects lhs and rhs of the same element type}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf64>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_zero_point(%a: tensor<3x4xf32>, %b: tensor<4x5x!quant.uniform<i8:f32, 2.0:3>>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C15: expects zero points of rhs to be 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5x!quant.uniform<i8:f32, 2.0:3>>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_hybrid(%a: tensor<3x4xf16>, %b: tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C20: expects element_type(lhs) = expressed_type(rhs) = element_type(result)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf16>, tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_algorithm(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C21: expects DEFAULT precision with an algorithm}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGH, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_components(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C22: expects lhs_component_count > 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_syntax(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{expected 'precision' or 'algorithm'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], accuracy = [DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_rank(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expects vectors or matrices}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @convolution_rank(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C1: expects lhs and rhs of the same rank}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_strides(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C3: expects positive window strides}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_padding(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C4: expects padding of shape [2, 2]}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_reversal(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C9: expects 2 window reversal flags}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_groups(%lhs: tensor<1x4x4x3xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C11: expects the input feature dimension size 3 to be divisible by feature_group_count}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x3xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_kernel_features(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C14: expects the kernel input feature dimension size to be 2, but got 1}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_group_counts(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{C23: expects feature_group_count = 1 or batch_group_count = 1}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  func.return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @convolution_result(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32> {
  // expected-error @+1 {{C25: unexpected result shape 'tensor<1x4x4x1xf32>'}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
  func.return %0 : tensor<1x4x4x1xf32>
}

// -----

func.func @convolution_elements(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C27: expects lhs and rhs of the same element type}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_layout(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{expected 'b', 'f' or a spatial dimension index}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, x]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_padding(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<3x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C4: expects padding of shape [2, 2]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<3x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @cholesky_rank(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C2: expects a of rank >= 2}}
  %0 = stablehlo.cholesky %a : tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @cholesky_square(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{C3: expects square matrices}}
  %0 = stablehlo.cholesky %a : tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

func.func @triangular_solve_shapes(%a: tensor<3x3xf32>, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{C3: expects dim(a, -2) = dim(a, -1) = dim(b, -2)}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  func.return %0 : tensor<4x2xf32>
}

// -----

func.func @triangular_solve_elements(%a: tensor<3x3xf32>, %b: tensor<3x2xf64>) -> tensor<3x2xf64> {
  // expected-error @+1 {{C1: expects a and b of the same baseline element type}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf64>) -> tensor<3x2xf64>
  func.return %0 : tensor<3x2xf64>
}

// -----

func.func @fft_length(%c: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{C1: expects size(fft_length) <= rank(operand)}}
  %0 = stablehlo.fft %c, type = FFT, length = [4, 4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @fft_types(%r: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{C2: expects operand and result of the same complex type for FFT}}
  %0 = stablehlo.fft %r, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @fft_real_shape(%r: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
  // expected-error @+1 {{C4: expects the trailing dimensions of the real tensor to be fft_length}}
  %0 = stablehlo.fft %r, type = RFFT, length = [4] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  func.return %0 : tensor<5xcomplex<f32>>
}

// -----

func.func @fft_result(%r: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
  // expected-error @+1 {{C5: unexpected result shape 'tensor<8xcomplex<f32>>'}}
  %0 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  func.return %0 : tensor<8xcomplex<f32>>
}

// -----

func.func @batch_norm_feature_index(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C1: expects feature_index in [0, 2)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_scale(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C3: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %t, %s, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_elements(%x: tensor<2x3xf32>, %s: tensor<3xf64>) {
  // expected-error @+1 {{C2: expects all operands and results of the same baseline element type}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf64>) -> (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf64>)
  func.return
}

// -----

func.func @batch_norm_grad_shapes(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<3x3xf32>) {
  // expected-error @+1 {{C3: expects operand, grad_output and grad_operand of the same shape}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
