// The pretty forms of pretty_forms.mlir stay as strict as upstream's: the
// result_accuracy fields keep their order and mode is required; a reducer
// that lists its arguments cannot also name its entry block.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @accuracy_order(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected 'mode'}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<ulps = 2, atol = 1.0e-05, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @accuracy_mode(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @reducer_both(%x: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<5xf32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
   // expected-error @+1 {{invalid block name in region with named arguments}}
   ^bb0(%c: tensor<f32>, %d: tensor<f32>):
    %1 = stablehlo.maximum %c, %d : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  func.return %0 : tensor<5xf32>
}
