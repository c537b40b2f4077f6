// Values of unranked tensor type (which custom_call results and function
// signatures may have) stop the compilation with a located error: at the
// operation defining the value, or at the function for its arguments.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s

// CHECK: unranked.mlir:[[@LINE+3]]:8: error: stablehlo.custom_call: type tensor<*xf32> is not supported by the interpreter: it runs ranked tensors only
func.func @main() -> tensor<*xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = stablehlo.custom_call @foo(%a) : (tensor<2xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// CHECK: unranked.mlir:[[@LINE+1]]:1: error: func.func: function @main, argument 1: type tensor<*xi32> is not supported by the interpreter: it runs ranked tensors only
func.func @main(%x: tensor<2xf32>, %y: tensor<*xi32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}

// -----

// Inside a region, in a function that is not the entry.
// CHECK: unranked.mlir:[[@LINE+5]]:10: error: stablehlo.custom_call: type tensor<*xf32> is not supported by the interpreter: it runs ranked tensors only
func.func private @f(%p: tensor<i1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    %1 = stablehlo.custom_call @foo(%a) : (tensor<2xf32>) -> tensor<*xf32>
    %2 = stablehlo.custom_call @bar(%1) : (tensor<*xf32>) -> tensor<2xf32>
    stablehlo.return %2 : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  func.return %a : tensor<2xf32>
}

// -----

// A declaration's signature.
// CHECK: unranked.mlir:[[@LINE+1]]:1: error: func.func: function @g, result 0: type tensor<*xf32> is not supported by the interpreter: it runs ranked tensors only
func.func private @g(%x: tensor<2xf32>) -> tensor<*xf32>
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  func.return %a : tensor<2xf32>
}
