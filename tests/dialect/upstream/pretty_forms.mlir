// Hand-written pretty forms that upstream's parser accepts beyond what its
// printer writes, and the forms it prints for them:
// - reduce's `reducer` may name its entry block itself instead of listing
//   argument pairs (`reducer { ^bb0(...): ... }`), as upstream parses any
//   number of pairs;
// - result_accuracy may leave out zero tolerances (atol, rtol, ulps keep
//   their order before mode), and the printer leaves them out.
// RUN: stablehlo-opt-go %s | FileCheck %s
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

// CHECK-LABEL: func.func @reducer_block_label
// CHECK: stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0] {foo = 1 : i32} : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
func.func @reducer_block_label(%x: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<5xf32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] {foo = 1 : i32} : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
   reducer {
   ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  func.return %0 : tensor<5xf32>
}

// CHECK-LABEL: func.func @reducer_block_label_two
// CHECK: %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
// CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
// CHECK-NEXT: %1 = stablehlo.maximum %arg4, %arg6 : tensor<f32>
// CHECK-NEXT: %2 = stablehlo.minimum %arg5, %arg7 : tensor<i32>
func.func @reducer_block_label_two(%x: tensor<4x5xf32>, %y: tensor<4x5xi32>, %z: tensor<f32>, %w: tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>) {
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %w) across dimensions = [0] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
   reducer {
   ^bb0(%a: tensor<f32>, %c: tensor<i32>, %b: tensor<f32>, %d: tensor<i32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    %2 = stablehlo.minimum %c, %d : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
}

// CHECK-LABEL: func.func @accuracy
// CHECK: stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
// CHECK: stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
// CHECK: stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<rtol = 1.000000e-03, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
func.func @accuracy(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.tanh %a {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  %1 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %2 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 1.0e-03, ulps = 0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
