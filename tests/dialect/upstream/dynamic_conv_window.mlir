// dynamic_conv as upstream verifies it: the padding operand is a statically
// shaped [N - 2, 2] integer tensor; the window attributes (counts and
// positive values) are checked only when the padding is a constant; the
// result type is never checked against the convolution's shape. The
// interpreter checks the window and result at run time instead.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics
// RUN: not stablehlo-translate-go --interpret -split-input-file %S/Inputs/dynamic_conv_window_run.mlir 2>&1 | FileCheck %s --check-prefix=INTERP
// INTERP-DAG: window strides and dilations must be positive
// INTERP-DAG: tensor<1x?x3x1xf32> does not match the computed shape [1 2 2 1]

// The padding is an argument: window attributes of any count and value.
func.func @operand_window_unchecked(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>, lhs_dilation = array<i64: 0, 1>, rhs_dilation = array<i64: 1, 1, 1>, window_reversal = array<i1: false>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

// Nor is an empty window.
func.func @operand_empty_window(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<0x3x1x1xf32>, %pad: tensor<2x2xi32>) -> tensor<1x5x2x1xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<0x3x1x1xf32>, tensor<2x2xi32>) -> tensor<1x5x2x1xf32>
  func.return %0 : tensor<1x5x2x1xf32>
}

// -----

// The result is not checked: neither its sizes nor its rank.
func.func @result_unchecked(%lhs: tensor<4x4x4x1xf32>, %rhs: tensor<3x3x1x2xf32>, %pad: tensor<2x2xi64>) -> (tensor<3x9x2x7xf32>, tensor<1x2x2xf32>) {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<4x4x4x1xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<3x9x2x7xf32>
  %c = stablehlo.constant dense<-10> : tensor<2x2xi64>
  %1 = "stablehlo.dynamic_conv"(%lhs, %rhs, %c) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<4x4x4x1xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2xf32>
  func.return %0, %1 : tensor<3x9x2x7xf32>, tensor<1x2x2xf32>
}

// -----

// A constant padding: the window attributes are checked.
func.func @constant_window_strides_count(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C2: expects 2 window_strides (one per spatial dimension), but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @constant_window_strides_positive(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{C3: expects positive window_strides, but got [1, 0]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 0>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @constant_empty_window(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<0x3x1x1xf32>) -> tensor<1x5x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{expects positive kernel spatial dimension sizes (the window), but got [0, 3]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<0x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x5x2x1xf32>
  func.return %0 : tensor<1x5x2x1xf32>
}

// -----

// The padding's shape is checked whatever its values, before the window.
func.func @operand_padding_shape(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<3x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C4: expects padding of shape [2, 2], but got [3, 2]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1, 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<3x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @operand_padding_static(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<?x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{operand #2 must be statically shaped 2-dimensional tensor of integer values}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<?x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

// The other constraints hold whatever the padding, in upstream's order:
// element types before layouts, groups and precision before the window.
func.func @operand_element_types(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xi32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C27: expects lhs and rhs of the same element type, but got 'f32' and 'i32'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xi32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @constant_features_first(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<3x2xi64>
  // expected-error @+1 {{C14: expects the kernel input feature dimension size to be 1, but got 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x2x1xf32>, tensor<3x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @operand_precision_before_padding(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>, %pad: tensor<3x2xi64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C24: expects at most 2 precision values, but got 3}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<3x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

// convolution: the same order, and upstream's positive window sizes.
func.func @convolution_empty_window(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<0x3x1x1xf32>) -> tensor<1x5x2x1xf32> {
  // expected-error @+1 {{expects positive kernel spatial dimension sizes (the window), but got [0, 3]}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<0x3x1x1xf32>) -> tensor<1x5x2x1xf32>
  func.return %0 : tensor<1x5x2x1xf32>
}

// -----

func.func @convolution_precision_before_window(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C24: expects at most 2 precision values, but got 3}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @convolution_strides_before_padding(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C2: expects 2 window_strides (one per spatial dimension), but got 1}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>, padding = dense<0> : tensor<3x2xi64>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}
