// Violations of the constraints of the reduction ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

// The spec asks for init values of the inputs' element types; upstream, and
// so this verifier, for init values of an element type promotable to the
// body's in its looser sense (tests/dialect/upstream/reduction_init_types.mlir).
func.func @reduce_init_type(%x: tensor<2x3xf32>, %z: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects init value 0 of an element type promotable to the body's 'f32', but got 'i32'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<i32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reduce_dimensions_range(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C4: expects dimensions in [0, 2)}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reduce_dimensions_unique(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{C5: expects unique dimensions}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_body(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C6: expects the body's result 0 to have type 'tensor<f32>', but got 'tensor<f64>'}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %c = stablehlo.convert %a : (tensor<f32>) -> tensor<f64>
    stablehlo.return %c : tensor<f64>
  }
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reduce_shape(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+1 {{C7: unexpected shape of result 0: 'tensor<3xf32>'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @reduce_result_element(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2xf64> {
  // expected-error @+1 {{C8: expects result 0 of element type 'f32'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @reduce_syntax(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{unknown operation 'stablehlo.plus'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.plus across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reduce_window_dimensions(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C4: expects 2 window dimensions, but got 1}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_strides(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C7: expects positive window strides}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 0, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_padding(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C12: expects padding of shape [2, 2], but got 'tensor<1x2xi64>'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, padding = dense<0> : tensor<1x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_shape(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<3x2xi64> {
  // expected-error @+1 {{C15: unexpected shape of result 0: 'tensor<3x2xi64>'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<3x2xi64>
  func.return %0 : tensor<3x2xi64>
}

// -----

func.func @select_and_scatter_source(%x: tensor<4x2xi64>, %s: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C2: unexpected source shape 'tensor<3x2xi64>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<3x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_select(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C9: expects select of type ('tensor<i64>', 'tensor<i64>') -> tensor<i1>}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_init(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<2xi64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C3: expects a 0-dimensional init value of the operand's element type}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<2xi64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @reduce_c1_same_input_shapes(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>, %z: tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>) {
  // expected-error @+1 {{C1: expects inputs of the same shape, but got 'tensor<2x3xf32>' and 'tensor<3x2xf32>'}}
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [1] : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<f32>, %d: tensor<f32>) {
    stablehlo.return %a, %c : tensor<f32>, tensor<f32>
  }
  func.return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

// -----

func.func @reduce_c3_result_count(%x: tensor<2x3xf32>, %z: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error @+1 {{C3: expects 0 < size(inputs) = size(init_values) = size(results), but got 1, 1 and 2}}
  %0:2 = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @reduce_c3_no_inputs() {
  // expected-error @+1 {{C3: expects 0 < size(inputs) = size(init_values) = size(results), but got 0, 0 and 0}}
  "stablehlo.reduce"() ({
  ^bb0:
    stablehlo.return
  }) {dimensions = array<i64>} : () -> ()
  func.return
}

// -----

func.func @reduce_window_c1_result_count(%x: tensor<3x2xi64>, %z: tensor<i64>) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
  // expected-error @+1 {{C1: expects 0 < size(inputs) = size(init_values) = size(results), but got 1, 1 and 2}}
  %0:2 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<i64>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
  func.return %0#0, %0#1 : tensor<2x2xi64>, tensor<2x2xi64>
}

// -----

func.func @reduce_window_c2_same_input_shapes(%x: tensor<3x2xi64>, %y: tensor<2x3xi64>, %z: tensor<i64>) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
  // expected-error @+1 {{C2: expects inputs of the same shape, but got 'tensor<3x2xi64>' and 'tensor<2x3xi64>'}}
  %0:2 = "stablehlo.reduce_window"(%x, %y, %z, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>, %d: tensor<i64>):
    stablehlo.return %a, %b : tensor<i64>, tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<2x3xi64>, tensor<i64>, tensor<i64>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
  func.return %0#0, %0#1 : tensor<2x2xi64>, tensor<2x2xi64>
}

// -----

func.func @reduce_window_c3_init_element_type(%x: tensor<3x2xi32>, %z: tensor<i64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{C3: expects init value 0 of an element type promotable to the body's 'i32', but got 'i64'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi32>, tensor<i64>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

func.func @reduce_window_c5_positive_window_dimensions(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C5: expects positive window dimensions, but got 0}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 0>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_c6_window_strides_size(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C6: expects 2 window strides, but got 3}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_c8_base_dilations_size(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C8: expects 2 base dilations, but got 1}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, base_dilations = array<i64: 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_c9_positive_base_dilations(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C9: expects positive base dilations, but got -1}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, base_dilations = array<i64: 1, -1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

// An empty array stands for the default, as upstream reads it
// (tests/dialect/upstream/reduction_init_types.mlir).
func.func @reduce_window_c10_window_dilations_size(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C10: expects 2 window dilations, but got 1}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_dilations = array<i64: 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_c11_positive_window_dilations(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C11: expects positive window dilations, but got 0}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_dilations = array<i64: 0, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_c13_body(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{C13: element type 'i64' is not promotable to the body's 'i32'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_window_c14_same_result_shapes(%x: tensor<3x2xi64>, %y: tensor<3x2xi64>, %z: tensor<i64>) -> (tensor<2x2xi64>, tensor<2x1xi64>) {
  // expected-error @+1 {{C14: expects results of the same shape, but got 'tensor<2x2xi64>' and 'tensor<2x1xi64>'}}
  %0:2 = "stablehlo.reduce_window"(%x, %y, %z, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>, %d: tensor<i64>):
    stablehlo.return %a, %b : tensor<i64>, tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<3x2xi64>, tensor<i64>, tensor<i64>) -> (tensor<2x2xi64>, tensor<2x1xi64>)
  func.return %0#0, %0#1 : tensor<2x2xi64>, tensor<2x1xi64>
}

// -----

func.func @reduce_window_c16_result_element_type(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{C16: expects result 0 of element type 'i64'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

func.func @select_and_scatter_c1_source_element_type(%x: tensor<4x2xi64>, %s: tensor<1x2xi32>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C1: expects operand and source of the same element type, but got 'i64' and 'i32'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi32>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c4_window_dimensions_size(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C4: expects 2 window dimensions, but got 1}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c5_positive_window_dimensions(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C5: expects positive window dimensions, but got 0}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 0>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c6_window_strides_size(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C6: expects 2 window strides, but got 3}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c7_positive_window_strides(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C7: expects positive window strides, but got -2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, -2>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c8_padding_shape(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C8: expects padding of shape [2, 2], but got 'tensor<2x3xi64>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<0> : tensor<2x3xi64>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c10_scatter_body(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{C10: element type 'i64' is not promotable to the body's 'i32'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

func.func @select_and_scatter_c11_result_shape(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x3xi64> {
  // expected-error @+1 {{C11: expects a result of the operand's shape, but got 'tensor<4x3xi64>' for operand 'tensor<4x2xi64>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x3xi64>
  func.return %0 : tensor<4x3xi64>
}

// -----

func.func @select_and_scatter_c12_result_element_type(%x: tensor<4x2xi64>, %s: tensor<1x2xi64>, %z: tensor<i64>) -> tensor<4x2xi32> {
  // expected-error @+1 {{C12: expects a result of element type 'i64'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<4x2xi32>
  func.return %0 : tensor<4x2xi32>
}

// -----

// 3 + 9223372036854775807 windows do not fit in int64 (the count used to wrap).
func.func @reduce_window_count_overflow(%x: tensor<3xi64>, %z: tensor<i64>) -> tensor<?xi64> {
  // expected-error @+1 {{C15: the number of windows in dimension 0 overflows int64}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 1>, padding = dense<[[0, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<3xi64>, tensor<i64>) -> tensor<?xi64>
  func.return %0 : tensor<?xi64>
}
