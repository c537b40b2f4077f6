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
  // expected-error @+1 {{C11: expects at most 2 precision values, but got 3}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGH, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_shape(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<5x3xf32> {
  // expected-error @+1 {{C12: unexpected result shape 'tensor<5x3xf32>'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

// Upstream accepts non-quantized operands of different element types, as it
// does for dot (tests/dialect/upstream/dot_general_element_types.mlir).
// exempt: dot_general C13 upstream accepts lhs and rhs of different element types; the interpreter converts both to the result's accumulator

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
  // expected-error @+1 {{C3: expects positive window_strides, but got [0, 1]}}
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
  // expected-error @+1 {{C9: expects 2 window_reversal flags (one per spatial dimension), but got 1}}
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
  // expected-error @+1 {{C25: expects result dimension 1 (output spatial) of size 2, but got 4}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
  func.return %0 : tensor<1x4x4x1xf32>
}

// -----

func.func @convolution_elements(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C27: expects lhs and rhs of the same element type, but got 'f32' and 'f64'}}
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

// -----

// ===== convolution, dynamic_conv =====

func.func @convolution_c2_window_strides_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C2: expects 2 window_strides (one per spatial dimension), but got 1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c5_lhs_dilation_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C5: expects 2 lhs_dilation (one per spatial dimension), but got 3}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1, 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c6_lhs_dilation_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C6: expects positive lhs_dilation, but got [0, 1]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 0, 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c7_rhs_dilation_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C7: expects 2 rhs_dilation (one per spatial dimension), but got 1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c8_rhs_dilation_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C8: expects positive rhs_dilation, but got [1, -1]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 1, -1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c10_batch_group_divisible(%lhs: tensor<3x4x4x1xf32>, %rhs: tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{C10: expects the input batch dimension size 3 to be divisible by batch_group_count 2}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<3x4x4x1xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  func.return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @convolution_c12_input_spatial_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C12: expects 2 input spatial dimensions, but got 1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c13_input_dims_unique(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C13: expects unique input dimensions, but got [0, 1, 1, 3]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c13_input_dims_range(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C13: expects input dimensions in [0, 4), but got [0, 1, 2, 4]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c15_kernel_output_batch_group(%lhs: tensor<2x4x4x1xf32>, %rhs: tensor<3x3x1x3xf32>) -> tensor<1x2x2x3xf32> {
  // expected-error @+1 {{C15: expects the kernel output feature dimension size 3 to be divisible by batch_group_count 2}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<2x4x4x1xf32>, tensor<3x3x1x3xf32>) -> tensor<1x2x2x3xf32>
  func.return %0 : tensor<1x2x2x3xf32>
}

// -----

func.func @convolution_c16_kernel_output_feature_group(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x1x3xf32>) -> tensor<1x2x2x3xf32> {
  // expected-error @+1 {{C16: expects the kernel output feature dimension size 3 to be divisible by feature_group_count 2}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x3xf32>) -> tensor<1x2x2x3xf32>
  func.return %0 : tensor<1x2x2x3xf32>
}

// -----

func.func @convolution_c17_kernel_spatial_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C17: expects 2 kernel spatial dimensions, but got 1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c18_kernel_dims_range(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C18: expects kernel dimensions in [0, 4), but got [0, 1, 2, 4]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 4, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c19_output_spatial_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C19: expects 2 output spatial dimensions, but got 3}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2, 3]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c20_output_dims_unique(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C20: expects unique output dimensions, but got [0, 1, 2, 2]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c21_feature_group_count_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C21: expects feature_group_count > 0, but got 0}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c22_batch_group_count_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C22: expects batch_group_count > 0, but got -1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = -1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c24_precision_config_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C24: expects at most 2 precision values, but got 3}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c25_result_batch(%lhs: tensor<4x4x4x1xf32>, %rhs: tensor<3x3x1x2xf32>) -> tensor<4x2x2x2xf32> {
  // expected-error @+1 {{C25: expects result dimension 0 (output batch) of size 2, but got 4}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<4x4x4x1xf32>, tensor<3x3x1x2xf32>) -> tensor<4x2x2x2xf32>
  func.return %0 : tensor<4x2x2x2xf32>
}

// -----

func.func @convolution_c26_result_rank(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2xf32> {
  // expected-error @+1 {{C26: expects a result of rank 4, but got 3}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2xf32>
  func.return %0 : tensor<1x2x2xf32>
}

// -----

func.func @convolution_c28_is_quantized(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{C28: expects is_quantized(lhs) = is_quantized(result) and is_quantized(rhs), but got lhs '!quant.uniform<i8:f32, 1.000000e+00>', rhs 'f32' and result '!quant.uniform<i32:f32, 1.000000e+00>'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @convolution_c29_rhs_quantization_dimension(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32:2, {1.0}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{C29: expects the quantization dimension of rhs to be the kernel output feature dimension 3, but got 2}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x2x!quant.uniform<i8:f32:2, {1.0}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
  func.return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @convolution_c30_result_quantization_dimension(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.0, 2.0}>> {
  // expected-error @+1 {{C30: expects the quantization dimension of the result to be the output feature dimension 3, but got 1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.0, 2.0}>>
  func.return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.0, 2.0}>>
}

// -----

func.func @convolution_c31_storage_types(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1x!quant.uniform<i16:f32, 1.0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{C31: expects lhs and rhs of the same storage type, but got 'i8' and 'i16'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1x!quant.uniform<i16:f32, 1.0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @convolution_c32_expressed_types(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f16, 1.0>> {
  // expected-error @+1 {{C32: expects lhs, rhs and result of the same expressed type, but got 'f32', 'f32' and 'f16'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f16, 1.0>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f16, 1.0>>
}

// -----

func.func @convolution_c33_per_tensor_result(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f32:3, {1.0}>> {
  // expected-error @+1 {{C33: expects a per-tensor quantized result for a per-tensor quantized rhs, but got '!quant.uniform<i32:f32:3, {1.000000e+00}>'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f32:3, {1.0}>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f32:3, {1.0}>>
}

// -----

func.func @convolution_c34_hybrid_element_types(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f16, 1.0>>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C34: expects element_type(lhs) = expressed_type(rhs) = element_type(result), but got 'f32', 'f16' and 'f32'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1x!quant.uniform<i8:f16, 1.0>>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_c25_padded_strided_dilated_window(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x4x3x1xf32> {
  // expected-error @+1 {{C25: expects result dimension 2 (output spatial) of size 2, but got 3}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [0, 2]], lhs_dilate = [2, 1], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x3x1xf32>
  func.return %0 : tensor<1x4x3x1xf32>
}

// -----

func.func @dynamic_conv_c1_rank(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C1: expects lhs and rhs of the same rank, but got 4 and 3}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c2_window_strides_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C2: expects 2 window_strides (one per spatial dimension), but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c3_window_strides_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C3: expects positive window_strides, but got [1, 0]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 0>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c5_lhs_dilation_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C5: expects 2 lhs_dilation (one per spatial dimension), but got 3}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1, 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c6_lhs_dilation_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C6: expects positive lhs_dilation, but got [0, 1]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 0, 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c7_rhs_dilation_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C7: expects 2 rhs_dilation (one per spatial dimension), but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c8_rhs_dilation_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C8: expects positive rhs_dilation, but got [1, -1]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 1, -1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c9_window_reversal_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C9: expects 2 window_reversal flags (one per spatial dimension), but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: false>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c10_batch_group_divisible(%lhs: tensor<3x4x4x1xf32>, %rhs: tensor<3x3x1x2xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{C10: expects the input batch dimension size 3 to be divisible by batch_group_count 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<3x4x4x1xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  func.return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @dynamic_conv_c11_feature_group_divisible(%lhs: tensor<1x4x4x3xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C11: expects the input feature dimension size 3 to be divisible by feature_group_count 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64} : (tensor<1x4x4x3xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c12_input_spatial_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C12: expects 2 input spatial dimensions, but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c13_input_dims_unique(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C13: expects unique input dimensions, but got [0, 1, 1, 3]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c13_input_dims_range(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C13: expects input dimensions in [0, 4), but got [0, 1, 2, 4]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c14_kernel_input_feature(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C14: expects the kernel input feature dimension size to be 2, but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c15_kernel_output_batch_group(%lhs: tensor<2x4x4x1xf32>, %rhs: tensor<3x3x1x3xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x3xf32> {
  // expected-error @+1 {{C15: expects the kernel output feature dimension size 3 to be divisible by batch_group_count 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<2x4x4x1xf32>, tensor<3x3x1x3xf32>, tensor<2x2xi64>) -> tensor<1x2x2x3xf32>
  func.return %0 : tensor<1x2x2x3xf32>
}

// -----

func.func @dynamic_conv_c16_kernel_output_feature_group(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x1x3xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x3xf32> {
  // expected-error @+1 {{C16: expects the kernel output feature dimension size 3 to be divisible by feature_group_count 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x3xf32>, tensor<2x2xi64>) -> tensor<1x2x2x3xf32>
  func.return %0 : tensor<1x2x2x3xf32>
}

// -----

func.func @dynamic_conv_c17_kernel_spatial_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C17: expects 2 kernel spatial dimensions, but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c18_kernel_dims_range(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C18: expects kernel dimensions in [0, 4), but got [0, 1, 2, 4]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 4, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c19_output_spatial_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C19: expects 2 output spatial dimensions, but got 3}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2, 3]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c20_output_dims_unique(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C20: expects unique output dimensions, but got [0, 1, 2, 2]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c21_feature_group_count_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C21: expects feature_group_count > 0, but got 0}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c22_batch_group_count_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C22: expects batch_group_count > 0, but got -1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = -1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c23_group_counts(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<3x3x1x2xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{C23: expects feature_group_count = 1 or batch_group_count = 1, but got 2 and 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  func.return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @dynamic_conv_c24_precision_config_size(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C24: expects at most 2 precision values, but got 3}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

// Upstream never checks dynamic_conv's result type against the convolution
// (tests/dialect/upstream/dynamic_conv_window.mlir); the interpreter does.
// exempt: dynamic_conv C25 upstream does not check dynamic_conv's result shape
// exempt: dynamic_conv C26 upstream does not check dynamic_conv's result rank

// -----

func.func @dynamic_conv_c27_element_types(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf64>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C27: expects lhs and rhs of the same element type, but got 'f32' and 'f64'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf64>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_c28_is_quantized(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{C28: expects is_quantized(lhs) = is_quantized(result) and is_quantized(rhs), but got lhs '!quant.uniform<i8:f32, 1.000000e+00>', rhs 'f32' and result '!quant.uniform<i32:f32, 1.000000e+00>'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @dynamic_conv_c29_rhs_quantization_dimension(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32:2, {1.0}>>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{C29: expects the quantization dimension of rhs to be the kernel output feature dimension 3, but got 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x2x!quant.uniform<i8:f32:2, {1.0}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
  func.return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @dynamic_conv_c30_result_quantization_dimension(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.0, 2.0}>> {
  // expected-error @+1 {{C30: expects the quantization dimension of the result to be the output feature dimension 3, but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.0, 2.0}>>
  func.return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.0, 2.0}>>
}

// -----

func.func @dynamic_conv_c31_storage_types(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1x!quant.uniform<i16:f32, 1.0>>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{C31: expects lhs and rhs of the same storage type, but got 'i8' and 'i16'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1x!quant.uniform<i16:f32, 1.0>>, tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @dynamic_conv_c32_expressed_types(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f16, 1.0>> {
  // expected-error @+1 {{C32: expects lhs, rhs and result of the same expressed type, but got 'f32', 'f32' and 'f16'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>, tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f16, 1.0>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f16, 1.0>>
}

// -----

func.func @dynamic_conv_c33_per_tensor_result(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f32:3, {1.0}>> {
  // expected-error @+1 {{C33: expects a per-tensor quantized result for a per-tensor quantized rhs, but got '!quant.uniform<i32:f32:3, {1.000000e+00}>'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 1.0>>, tensor<2x2xi64>) -> tensor<1x2x2x1x!quant.uniform<i32:f32:3, {1.0}>>
  func.return %0 : tensor<1x2x2x1x!quant.uniform<i32:f32:3, {1.0}>>
}

// -----

func.func @dynamic_conv_c34_hybrid_element_types(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f16, 1.0>>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C34: expects element_type(lhs) = expressed_type(rhs) = element_type(result), but got 'f32', 'f16' and 'f32'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1x!quant.uniform<i8:f16, 1.0>>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @dynamic_conv_padding_static_shape(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<?x3xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{operand #2 must be statically shaped 2-dimensional tensor of integer values}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<?x3xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

// ===== dot_general, batch_norm, cholesky, triangular_solve, fft, einsum =====

func.func @dot_general_c4_rhs_unique(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{C4: expects unique rhs batching and contracting dimensions}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @dot_general_c5_lhs_batching_range(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{C5: expects lhs batching dimensions in [0, 3)}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [3] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_c7_rhs_batching_range(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{C7: expects rhs batching dimensions in [0, 3)}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [-1], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_c8_rhs_contracting_range(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C8: expects rhs contracting dimensions in [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [2] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c14_quantized_result(%a: tensor<3x4x!quant.uniform<i8:f32, 2.0>>, %b: tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C14: expects is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 2.0>>, tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c16_quantization_dimension(%a: tensor<3x4xf32>, %b: tensor<4x5x!quant.uniform<i8:f32:0, {2.0, 2.0, 2.0, 2.0}>>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C16: expects the rhs quantization dimension not to be a contracting dimension}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5x!quant.uniform<i8:f32:0, {2.0, 2.0, 2.0, 2.0}>>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c17_storage_type(%a: tensor<3x4x!quant.uniform<i8:f32, 2.0>>, %b: tensor<4x5x!quant.uniform<i16:f32, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32, 4.0>> {
  // expected-error @+1 {{C17: expects lhs and rhs of the same storage type}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 2.0>>, tensor<4x5x!quant.uniform<i16:f32, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32, 4.0>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32, 4.0>>
}

// -----

func.func @dot_general_c18_expressed_type(%a: tensor<3x4x!quant.uniform<i8:f32, 2.0>>, %b: tensor<4x5x!quant.uniform<i8:f16, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32, 4.0>> {
  // expected-error @+1 {{C18: expects lhs, rhs and result of the same expressed type}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 2.0>>, tensor<4x5x!quant.uniform<i8:f16, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32, 4.0>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32, 4.0>>
}

// -----

func.func @dot_general_c19_per_tensor_result(%a: tensor<3x4x!quant.uniform<i8:f32, 2.0>>, %b: tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32:1, {4.0, 4.0, 4.0, 4.0, 4.0}>> {
  // expected-error @+1 {{C19: expects a per-tensor quantized result for a per-tensor quantized rhs}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 2.0>>, tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32:1, {4.0, 4.0, 4.0, 4.0, 4.0}>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32:1, {4.0, 4.0, 4.0, 4.0, 4.0}>>
}

// -----

func.func @dot_general_c23_rhs_components(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C23: expects rhs_component_count > 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 0, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c24_primitive_operations(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{C24: expects num_primitive_operations > 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @batch_norm_grad_c1_feature_index(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{C1: expects feature_index in [0, 2)}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 1.0e-03 : f32, feature_index = -1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_grad_c2_element_types(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %v: tensor<3xf64>) {
  // expected-error @+1 {{C2: expects all operands and results of the same baseline element type}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %v, %x) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf64>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_grad_c4_feature_shapes(%x: tensor<2x?xf32>, %s: tensor<3xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{C4: expects scale, mean, variance, grad_scale and grad_offset of the same shape, but got 'tensor<3xf32>' and 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %s, %x) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x?xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_grad_c4_grad_offset(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{C4: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>)
  func.return
}

// -----

func.func @batch_norm_grad_c5_scale_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{C5: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %t, %s, %s, %x) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_inference_c2_element_types(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %v: tensor<3xf16>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C2: expects all operands and results of the same baseline element type}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %v) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf16>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c4_offset_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C4: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %t, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c5_mean_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C5: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %t, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c6_variance_rank(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<1x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C6: expects a 1-dimensional tensor of size 3, but got 'tensor<1x3xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %t) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c7_result_shape(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{C7: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2x3xf32>' and 'tensor<3x3xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}

// -----

func.func @batch_norm_training_c1_feature_index(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{C1: expects feature_index in [0, 2)}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_training_c3_scale_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{C3: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %t, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_training_c4_offset_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{C4: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %t) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_training_c5_batch_mean_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{C5: expects a 1-dimensional tensor of size 3, but got 'tensor<2xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @batch_norm_training_c6_batch_var_size(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{C6: expects a 1-dimensional tensor of size 3, but got 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>)
  func.return
}

// -----

func.func @batch_norm_training_c7_output_shape(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{C7: expects result #0 and operand #0 to have the same baseline type, but got 'tensor<4x3xf32>' and 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @cholesky_c1_result_type(%a: tensor<3x3xf32>) -> tensor<3x3xf64> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<3x3xf32>' and 'tensor<3x3xf64>'}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf64>
  func.return %0 : tensor<3x3xf64>
}

// -----

func.func @triangular_solve_c2_rank(%a: tensor<3x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x3x2xf32> {
  // expected-error @+1 {{C2: expects a and b of the same rank >= 2}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  func.return %0 : tensor<2x3x2xf32>
}

// -----

func.func @triangular_solve_c4_result_type(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{C4: expects operand #1 and result #0 to have the same baseline type, but got 'tensor<3x2xf32>' and 'tensor<3x3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}

// -----

func.func @fft_c3_empty_length(%c: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{C3: expects 1 <= size(fft_length) <= 3, but got 0}}
  %0 = stablehlo.fft %c, type = FFT, length = [] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @fft_c3_long_length(%c: tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>> {
  // expected-error @+1 {{C3: expects 1 <= size(fft_length) <= 3, but got 4}}
  %0 = stablehlo.fft %c, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  func.return %0 : tensor<2x2x2x2xcomplex<f32>>
}

// -----

// Deliberately stricter than upstream, which accepts this only because its
// shape arithmetic wraps around int64.
func.func @convolution_c25_overflow(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x?x2x1xf32> {
  // expected-error @+1 {{C25: the size of output spatial dimension 1 overflows int64}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 9223372036854775807], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x?x2x1xf32>
  func.return %0 : tensor<1x?x2x1xf32>
}
