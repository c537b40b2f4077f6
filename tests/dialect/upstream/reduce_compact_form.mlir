// The compact `applies` form of reduce names a commutative binary op, as
// upstream requires when parsing it and checks before printing it; other
// bodies take (and print in) the explicit reducer form.
// RUN: stablehlo-opt-go %s --split-input-file | FileCheck %s
// RUN: stablehlo-opt-go %s --split-input-file | stablehlo-opt-go --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @commutative
// CHECK: stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1]
// CHECK: stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.multiply across dimensions = [0]
func.func @commutative(%x: tensor<2x3xf32>, %z: tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.reduce(%x init: %z) applies stablehlo.multiply across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return %0, %1 : tensor<2xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @not_commutative
// CHECK: stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1]
// CHECK-NEXT: reducer(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: stablehlo.subtract %[[A]], %[[B]] : tensor<f32>
func.func @not_commutative(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2xf32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %1 = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  func.return %0 : tensor<2xf32>
}
