// Violations of the constraints of the reduction ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @reduce_init_type(%x: tensor<2x3xf32>, %z: tensor<f64>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects init values of the inputs' element types}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf32>
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
  // expected-error @+1 {{C6: expects the body's result 0 to have type tensor<'f32'>}}
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
    %c = stablehlo.compare  GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
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
    %c = stablehlo.compare  GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<2xi64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}
