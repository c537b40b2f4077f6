// func.call of functions made of stablehlo, check and interpreter ops inlines,
// also into the regions of stablehlo ops.
// RUN: stablehlo-opt-go %s -inline | FileCheck %s

func.func private @body(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = stablehlo.add %x, %x : tensor<2xi64>
  check.expect_eq %0, %0 : tensor<2xi64>
  %1 = interpreter.probe %0, probe_id = "p" : tensor<2xi64>
  func.return %1 : tensor<2xi64>
}

func.func @main(%x: tensor<2xi64>, %i: tensor<i64>) -> tensor<2xi64> {
  %0 = func.call @body(%x) : (tensor<2xi64>) -> tensor<2xi64>
  %1:2 = stablehlo.while(%a = %i, %b = %0) : tensor<i64>, tensor<2xi64>
  cond {
    %c = stablehlo.compare LT, %a, %a : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %d = func.call @body(%b) : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return %a, %d : tensor<i64>, tensor<2xi64>
  }
  func.return %1#1 : tensor<2xi64>
}

// CHECK-LABEL: func.func @main(%arg0: tensor<2xi64>, %arg1: tensor<i64>) -> tensor<2xi64> {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xi64>
// CHECK-NEXT: check.expect_eq %0, %0 : tensor<2xi64>
// CHECK-NEXT: %1 = interpreter.probe %0, probe_id = "p" : tensor<2xi64>
// CHECK-NEXT: %2:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %1) : tensor<i64>, tensor<2xi64>
// CHECK-NEXT: cond {
// CHECK-NEXT: %3 = stablehlo.compare LT, %iterArg, %iterArg : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %3 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %3 = stablehlo.add %iterArg_0, %iterArg_0 : tensor<2xi64>
// CHECK-NEXT: check.expect_eq %3, %3 : tensor<2xi64>
// CHECK-NEXT: %4 = interpreter.probe %3, probe_id = "p" : tensor<2xi64>
// CHECK-NEXT: stablehlo.return %iterArg, %4 : tensor<i64>, tensor<2xi64>
// CHECK: return %2#1 : tensor<2xi64>
// CHECK-NOT: func.call
