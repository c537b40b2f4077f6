// Upstream's verifier, as for dot, accepts non-quantized dot_general
// operands of different element types, where the spec asks for one (C13);
// the interpreter converts both to the accumulator of the result's element
// type (tests/interpret/dot_general_element_types.mlir).
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @mixed_floats(%a: tensor<3x4xbf16>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xbf16>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @mixed_integers(%a: tensor<3x4xi8>, %b: tensor<4x5xui8>) -> tensor<3x5xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xi8>, tensor<4x5xui8>) -> tensor<3x5xi32>
  func.return %0 : tensor<3x5xi32>
}

// -----

func.func @float_and_integer(%a: tensor<3x4xf32>, %b: tensor<4x5xi32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xi32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

// Convolution keeps the check, as upstream.
func.func @convolution(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf64>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{C27: expects lhs and rhs of the same element type}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf64>) -> tensor<1x2x2x1xf32>
  func.return %0 : tensor<1x2x2x1xf32>
}
