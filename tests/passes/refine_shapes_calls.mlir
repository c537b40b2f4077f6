// stablehlo-refine-arguments then stablehlo-refine-shapes: callees.
// RUN: stablehlo-opt-go '--stablehlo-refine-arguments=types=tensor<2xf32>,tensor<5xf32>' --stablehlo-refine-shapes %s | FileCheck %s
// The refined program still runs.
// RUN: stablehlo-opt-go '--stablehlo-refine-arguments=types=tensor<2xf32>,tensor<5xf32>' --stablehlo-refine-shapes %s \
// RUN:   | stablehlo-translate-go --interpret --args '[dense<[1.0, 2.0]> : tensor<2xf32>, dense<1.0> : tensor<5xf32>]' | FileCheck %s --check-prefix=RUN-RESULT
// RUN-RESULT: tensor<2xf32>
// RUN-RESULT-NEXT: [2.000000e+00, 4.000000e+00]
// RUN-RESULT: tensor<5xf32>
// RUN-RESULT-NEXT: [2.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00]
// RUN-RESULT: tensor<2xf32>
// RUN-RESULT-NEXT: [1.600000e+01, 3.200000e+01]

// A callee is refined per call signature, on its argument types and the
// values of its constant integer scalar arguments; the unrefined original
// goes.
// CHECK-LABEL: func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<5xf32>) -> (tensor<2xf32>, tensor<5xf32>, tensor<2xf32>)
// CHECK: call @double_refined(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: call @double_refined1(%arg1) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK: call @double_refined(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: stablehlo.while{{.*}}tensor<2xf32>
// CHECK-NOT: func.func private @double(
// CHECK-LABEL: func.func private @double_refined1(%arg0: tensor<5xf32>) -> tensor<5xf32>
// CHECK: stablehlo.add %arg0, %arg0 : tensor<5xf32>
// CHECK-LABEL: func.func private @double_refined(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK: stablehlo.add %arg0, %arg0 : tensor<2xf32>
func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = func.call @double(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = func.call @double(%arg1) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = func.call @double(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %x = %0) : tensor<i32>, tensor<?xf32>
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %c1 : tensor<i32>
      %y = stablehlo.add %x, %x : tensor<?xf32>
      stablehlo.return %n, %y : tensor<i32>, tensor<?xf32>
    }
  func.return %0, %1, %w#1 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
func.func private @double(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
