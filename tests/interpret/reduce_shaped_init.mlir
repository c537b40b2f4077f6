// The verifier accepts reduce and reduce_window init values with dimensions
// (some of the result or window dimensions; the body combines tensors of that
// shape), but the StableHLO reference interpreter reduces scalars only, and so
// does this one: such an operation stops the run with a located error when it
// executes. Init values of one element still reduce as scalars.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s

// CHECK: reduce_shaped_init.mlir:[[@LINE+4]]:8: error: stablehlo.reduce: init value 0 has type tensor<5xf32>: init values with dimensions are not supported, only scalars
func.func @main() -> tensor<5xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<8x5xf32>
  %z = stablehlo.constant dense<0.0> : tensor<5xf32>
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<8x5xf32>, tensor<5xf32>) -> tensor<5xf32>
   reducer(%a: tensor<5xf32>, %b: tensor<5xf32>) {
    %1 = stablehlo.add %a, %b : tensor<5xf32>
    stablehlo.return %1 : tensor<5xf32>
  }
  func.return %0 : tensor<5xf32>
}

// -----

// CHECK: reduce_shaped_init.mlir:[[@LINE+4]]:8: error: stablehlo.reduce_window: init value 0 has type tensor<5xf32>: init values with dimensions are not supported, only scalars
func.func @main() -> tensor<2x2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<5xf32>
  %0 = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<5xf32>, %b: tensor<5xf32>):
      %1 = stablehlo.maximum %a, %b : tensor<5xf32>
      stablehlo.return %1 : tensor<5xf32>
  }) {padding = dense<[[2, 2], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 3, 1>} : (tensor<4x2xf32>, tensor<5xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// The operation fails only when it executes: in a branch not taken it does
// not stop the run, and an init value of one element reduces as a scalar.
// CHECK-NOT: error
func.func @main() {
  %x = stablehlo.constant dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %z = stablehlo.constant dense<[7.0]> : tensor<1xf32>
  %s = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<3x1xf32>, tensor<1xf32>) -> tensor<1xf32>
   reducer(%a: tensor<1xf32>, %b: tensor<1xf32>) {
    %1 = stablehlo.add %a, %b : tensor<1xf32>
    stablehlo.return %1 : tensor<1xf32>
  }
  %p = stablehlo.constant dense<false> : tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %x2 = stablehlo.constant dense<1.0> : tensor<4x3xf32>
    %z2 = stablehlo.constant dense<0.0> : tensor<3xf32>
    %u = stablehlo.reduce(%x2 init: %z2) across dimensions = [0] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<3xf32>
     reducer(%a: tensor<3xf32>, %b: tensor<3xf32>) {
      %1 = stablehlo.add %a, %b : tensor<3xf32>
      stablehlo.return %1 : tensor<3xf32>
    }
    %t = stablehlo.slice %u [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    stablehlo.return %t : tensor<1xf32>
  }, {
    %y = stablehlo.constant dense<[[1.0], [-2.0], [5.0], [0.5]]> : tensor<4x1xf32>
    %w = stablehlo.constant dense<[-3.0]> : tensor<1xf32>
    %v = "stablehlo.reduce_window"(%y, %w) ({
      ^bb0(%a: tensor<1xf32>, %b: tensor<1xf32>):
        %1 = stablehlo.minimum %a, %b : tensor<1xf32>
        stablehlo.return %1 : tensor<1xf32>
    }) {window_dimensions = array<i64: 4, 1>} : (tensor<4x1xf32>, tensor<1xf32>) -> tensor<1x1xf32>
    %t = stablehlo.reshape %v : (tensor<1x1xf32>) -> tensor<1xf32>
    stablehlo.return %t : tensor<1xf32>
  }) : (tensor<i1>) -> tensor<1xf32>
  %c = stablehlo.concatenate %s, %r, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  check.expect_eq_const %c, dense<[13.0, -3.0]> : tensor<2xf32>
  func.return
}
