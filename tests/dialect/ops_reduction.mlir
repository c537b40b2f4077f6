// Round trips of the reduction ops: reduce (compact, region and generic forms), reduce_window, select_and_scatter.
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

func.func @reduce(%x: tensor<1x6xi64>, %z: tensor<i64>) -> tensor<1xi64> {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  func.return %0 : tensor<1xi64>
}

func.func @reduce_generic(%x: tensor<1x6xi64>, %z: tensor<i64>) -> tensor<1xi64> {
  %0 = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.maximum %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {dimensions = array<i64: 1>} : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  func.return %0 : tensor<1xi64>
}

func.func @reduce_region(%x: tensor<2x3xf32>, %y: tensor<2x3xi32>, %zx: tensor<f32>, %zy: tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %0:2 = stablehlo.reduce(%x init: %zx), (%y init: %zy) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
    %1 = stablehlo.add %a, %b : tensor<f32>
    %2 = stablehlo.add %c, %d : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
}

func.func @reduce_promoted(%x: tensor<4xi8>, %z: tensor<i8>) -> tensor<i32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi8>, tensor<i8>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %1 = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }
  func.return %0 : tensor<i32>
}

func.func @reduce_window(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

func.func @select_and_scatter(%x: tensor<4x2xi64>, %s: tensor<2x2xi64>, %z: tensor<i64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// CHECK-LABEL: func.func @reduce(%arg0: tensor<1x6xi64>, %arg1: tensor<i64>) -> tensor<1xi64> {
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
// CHECK-NEXT: return %0 : tensor<1xi64>
// CHECK-LABEL: func.func @reduce_generic(%arg0: tensor<1x6xi64>, %arg1: tensor<i64>) -> tensor<1xi64> {
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
// CHECK-NEXT: return %0 : tensor<1xi64>
// CHECK-LABEL: func.func @reduce_region(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>) {
// CHECK-NEXT: %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>) {
// CHECK-NEXT: %1 = stablehlo.add %arg4, %arg6 : tensor<f32>
// CHECK-NEXT: %2 = stablehlo.add %arg5, %arg7 : tensor<i32>
// CHECK-NEXT: stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
// CHECK: return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
// CHECK-LABEL: func.func @reduce_promoted(%arg0: tensor<4xi8>, %arg1: tensor<i8>) -> tensor<i32> {
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xi8>, tensor<i8>) -> tensor<i32>
// CHECK-NEXT: reducer(%arg2: tensor<i32>, %arg3: tensor<i32>) {
// CHECK-NEXT: %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
// CHECK-NEXT: stablehlo.return %1 : tensor<i32>
// CHECK: return %0 : tensor<i32>
// CHECK-LABEL: func.func @reduce_window(%arg0: tensor<3x2xi64>, %arg1: tensor<i64>) -> tensor<2x2xi64> {
// CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 2, 1>, padding = dense<{{\[\[}}2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.add %arg2, %arg3 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
// CHECK-LABEL: func.func @select_and_scatter(%arg0: tensor<4x2xi64>, %arg1: tensor<2x2xi64>, %arg2: tensor<i64>) -> tensor<4x2xi64> {
// CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<{{\[\[}}0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.compare GE, %arg3, %arg4 : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
// CHECK-NEXT: return %0 : tensor<4x2xi64>
