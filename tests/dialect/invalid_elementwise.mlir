// Violations of the constraints of the elementwise ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @add_types(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xf32> {
  // expected-error @+1 {{C1: expects operands and result to have the same type}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @add_mixed_quantization(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C2: expects all operands and the result to be quantized when any is}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @add_storage(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x!quant.uniform<i16:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C3: expects operands and result to have the same storage type}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i16:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @add_expressed(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x!quant.uniform<i8:f16, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C4: expects operands and result to have the same expressed type}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f16, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @add_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C5: expects the result to be per-axis quantized if and only if an operand is}}
  %0 = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>, tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @add_shape(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C1: expects operands and result to have the same type}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @and_float(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{operand #0 must be tensor of}}
  %0 = stablehlo.and %a, %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @subtract_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same baseline type}}
  %0 = stablehlo.subtract %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @xor_types(%a: tensor<2xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same type}}
  %0 = stablehlo.xor %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @abs_complex(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{result #0 must be tensor of}}
  %0 = stablehlo.abs %a : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @abs_element(%a: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{C2: expects the result's baseline element type to be 'f32'}}
  %0 = stablehlo.abs %a : (tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @sine_types(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type}}
  %0 = stablehlo.sine %a : (tensor<2xf32>) -> tensor<2xf16>
  func.return %0 : tensor<2xf16>
}

// -----

func.func @popcnt_types(%a: tensor<2xi32>) -> tensor<2xi8> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same type}}
  %0 = stablehlo.popcnt %a : (tensor<2xi32>) -> tensor<2xi8>
  func.return %0 : tensor<2xi8>
}

// -----

func.func @real_element(%a: tensor<2xcomplex<f64>>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects the result's element type to be 'f64'}}
  %0 = stablehlo.real %a : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @imag_shape(%a: tensor<2xcomplex<f32>>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects 'tensor<2xcomplex<f32>>' and 'tensor<3xf32>' to have the same shape}}
  %0 = stablehlo.imag %a : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @complex_operands(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same type}}
  %0 = stablehlo.complex %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @complex_result(%a: tensor<2xf32>) -> tensor<2xcomplex<f64>> {
  // expected-error @+1 {{C3: expects the result's element type to be complex<'f32'>}}
  %0 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  func.return %0 : tensor<2xcomplex<f64>>
}

// -----

func.func @select_pred_shape(%p: tensor<3xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C1: expects pred to be a 0-dimensional tensor or to have the shape of on_true}}
  %0 = stablehlo.select %p, %a, %a : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @select_types(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects operand #1 and operand #2 to have the same baseline type}}
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @clamp_min_shape(%min: tensor<3xf32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C1: expects min to be a 0-dimensional tensor or to have the operand's shape}}
  %0 = stablehlo.clamp %min, %a, %a : (tensor<3xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @clamp_max_shape(%max: tensor<3xf32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects max to be a 0-dimensional tensor or to have the operand's shape}}
  %0 = stablehlo.clamp %a, %a, %max : (tensor<2xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @clamp_elements(%min: tensor<f64>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C3: expects min, operand and max to have the same baseline element type}}
  %0 = stablehlo.clamp %min, %a, %min : (tensor<f64>, tensor<2xf32>, tensor<f64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @clamp_result(%min: tensor<f32>, %a: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{C4: expects operand #1 and result #0 to have the same baseline type}}
  %0 = stablehlo.clamp %min, %a, %min : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @compare_elements(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xi1> {
  // expected-error @+1 {{C1: expects operands to have the same baseline element type}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// exempt: compare C3 upstream accepts every comparison type with every element type (tests/dialect/upstream/compare_types.mlir)

// -----

func.func @compare_shape(%a: tensor<2xi32>) -> tensor<3xi1> {
  // expected-error @+1 {{C2: expects 'tensor<2xi32>' and 'tensor<3xi1>' to have the same shape}}
  %0 = stablehlo.compare EQ, %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// -----

func.func @compare_result(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{result #0 must be tensor of}}
  %0 = stablehlo.compare EQ, %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @convert_shape(%a: tensor<2xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{C1: expects 'tensor<2xf32>' and 'tensor<3xi32>' to have the same shape}}
  %0 = stablehlo.convert %a : (tensor<2xf32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

func.func @bitcast_complex(%a: tensor<2xi64>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{C2: cannot convert between complex and non-complex element types}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xi64>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @bitcast_same_width(%a: tensor<2xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects the result to have the operand's shape when element types have the same width}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xi32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @bitcast_narrower(%a: tensor<2xi32>) -> tensor<2x2xi8> {
  // expected-error @+1 {{C1: expects the last result dimension to be 4}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xi32>) -> tensor<2x2xi8>
  func.return %0 : tensor<2x2xi8>
}

// -----

func.func @bitcast_wider(%a: tensor<2x2xi8>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects the last operand dimension to be 4}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2x2xi8>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @reduce_precision_exponent(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects exponent_bits >= 1, but got 0}}
  %0 = stablehlo.reduce_precision %a, format = e0m10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reduce_precision_type(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type}}
  %0 = stablehlo.reduce_precision %a, format = e5m10 : (tensor<2xf32>) -> tensor<2xf16>
  func.return %0 : tensor<2xf16>
}

// -----

func.func @reduce_precision_format(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format `e<bits>m<bits>`}}
  %0 = stablehlo.reduce_precision %a, format = f5m10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @uniform_quantize_expressed(%a: tensor<2xf16>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C2: expects the result's expressed type to be 'f16'}}
  %0 = stablehlo.uniform_quantize %a : (tensor<2xf16>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @uniform_quantize_shape(%a: tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C1: expects 'tensor<2xf32>' and 'tensor<3x!quant.uniform<i8:f32, 1.000000e+00>>' to have the same shape}}
  %0 = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<3x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @uniform_dequantize_element(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf16> {
  // expected-error @+1 {{C2: expects the result's element type to be the operand's expressed type 'f32'}}
  %0 = stablehlo.uniform_dequantize %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf16>
  func.return %0 : tensor<2xf16>
}

// -----

func.func @map_dimensions(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{C3: expects dimensions = [0, ..., 1]}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @map_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects inputs and result of the same shape}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @map_computation(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C4: expects computation argument of type 'tensor<f32>', but got 'tensor<f64>'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f64>):
    stablehlo.return %x : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @map_inputs() -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects at least one input}}
  %0 = "stablehlo.map"() ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64>} : () -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @add_quantization_dimension(%a: tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>, %b: tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>> {
  // expected-error @+1 {{C7: expects per-axis quantized operand #1 to have the result's quantization dimension}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>, tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  func.return %0 : tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
}

// -----

func.func @multiply_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>> {
  // expected-error @+1 {{operand #0 must be tensor of}}
  %0 = stablehlo.multiply %a, %a : tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
}

// -----

func.func @multiply_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same baseline type}}
  %0 = stablehlo.multiply %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @reduce_precision_mantissa(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C3: expects mantissa_bits >= 0, but got -1}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @cbrt_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.cbrt %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @ceil_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.ceil %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @cosine_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.cosine %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @exponential_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.exponential %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @exponential_minus_one_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.exponential_minus_one %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @floor_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.floor %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @log_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.log %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @log_plus_one_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.log_plus_one %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @logistic_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.logistic %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @negate_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.negate %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @round_nearest_afz_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.round_nearest_afz %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @round_nearest_even_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.round_nearest_even %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @rsqrt_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.rsqrt %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @sign_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.sign %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @sqrt_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.sqrt %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @tan_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.tan %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @tanh_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.tanh %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @count_leading_zeros_c1_result_type(%a: tensor<2xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.count_leading_zeros %a : (tensor<2xi32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @not_c1_result_type(%a: tensor<2xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.not %a : (tensor<2xi32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

func.func @and_c1_operand_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.and %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @or_c1_operand_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.or %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @shift_left_c1_operand_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.shift_left %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @shift_right_arithmetic_c1_operand_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.shift_right_arithmetic %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @shift_right_logical_c1_operand_types(%a: tensor<2xi32>, %b: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{C1: expects operand #0 and operand #1 to have the same type, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %0 = stablehlo.shift_right_logical %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @atan2_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.atan2 %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @divide_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.divide %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @maximum_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.maximum %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @minimum_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.minimum %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @power_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.power %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @remainder_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same baseline type, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.remainder %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @abs_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects 'tensor<2xf32>' and 'tensor<3xf32>' to have the same shape}}
  %0 = stablehlo.abs %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @is_finite_c1_result_shape(%a: tensor<2xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{C1: expects 'tensor<2xf32>' and 'tensor<3xi1>' to have the same shape}}
  %0 = stablehlo.is_finite %a : (tensor<2xf32>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// -----

func.func @real_c1_result_shape(%a: tensor<2xcomplex<f32>>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects 'tensor<2xcomplex<f32>>' and 'tensor<3xf32>' to have the same shape}}
  %0 = stablehlo.real %a : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @imag_c2_result_element(%a: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{C2: expects the result's element type to be 'f32', but got 'f64'}}
  %0 = stablehlo.imag %a : (tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @complex_c2_result_shape(%a: tensor<2xf32>) -> tensor<3xcomplex<f32>> {
  // expected-error @+1 {{C2: expects 'tensor<2xf32>' and 'tensor<3xcomplex<f32>>' to have the same shape}}
  %0 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xcomplex<f32>>
  func.return %0 : tensor<3xcomplex<f32>>
}

// -----

func.func @uniform_dequantize_c1_result_shape(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<3xf32> {
  // expected-error @+1 {{C1: expects 'tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>' and 'tensor<3xf32>' to have the same shape}}
  %0 = stablehlo.uniform_dequantize %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @add_c6_lhs_quantization_dimension(%a: tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>, %b: tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>> {
  // expected-error @+1 {{C6: expects per-axis quantized operand #0 to have the result's quantization dimension}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>, tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  func.return %0 : tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
}
