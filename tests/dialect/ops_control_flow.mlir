// Round trips of the control flow ops: if, case, while (pretty and generic forms, nested).
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

func.func @if(%p: tensor<i1>, %x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
    %1 = stablehlo.negate %x : tensor<2xi64>
    stablehlo.return %1 : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

func.func @case(%i: tensor<i32>, %x: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %0:2 = "stablehlo.case"(%i) ({
    stablehlo.return %x, %x : tensor<2xi64>, tensor<2xi64>
  }, {
    %1 = stablehlo.negate %x : tensor<2xi64>
    stablehlo.return %1, %1 : tensor<2xi64>, tensor<2xi64>
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
}

func.func @while(%init: tensor<i64>, %t: !stablehlo.token) -> (tensor<i64>, !stablehlo.token) {
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%i = %init, %tok = %t) : tensor<i64>, !stablehlo.token
  cond {
    %c = stablehlo.compare LT, %i, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %n, %tok : tensor<i64>, !stablehlo.token
  }
  func.return %0#0, %0#1 : tensor<i64>, !stablehlo.token
}

func.func @while_generic(%init: tensor<i64>) -> tensor<i64> {
  %0 = "stablehlo.while"(%init) ({
  ^bb0(%a: tensor<i64>):
    %c = stablehlo.compare LT, %a, %a : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {stablehlo.attr = 1 : i64} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

func.func @nested_while(%init: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.while(%a = %init) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %a, %a : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %1 = stablehlo.while(%b = %a) : tensor<i64>
    cond {
      %c = stablehlo.compare LT, %b, %a : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return %b : tensor<i64>
    }
    stablehlo.return %1 : tensor<i64>
  }
  func.return %0 : tensor<i64>
}

// CHECK-LABEL: func.func @if(%arg0: tensor<i1>, %arg1: tensor<2xi64>) -> tensor<2xi64> {
// CHECK-NEXT: %0 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT: stablehlo.return %arg1 : tensor<2xi64>
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = stablehlo.negate %arg1 : tensor<2xi64>
// CHECK-NEXT: stablehlo.return %1 : tensor<2xi64>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<2xi64>
// CHECK-NEXT: return %0 : tensor<2xi64>
// CHECK-LABEL: func.func @case(%arg0: tensor<i32>, %arg1: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
// CHECK-NEXT: %0:2 = "stablehlo.case"(%arg0) ({
// CHECK-NEXT: stablehlo.return %arg1, %arg1 : tensor<2xi64>, tensor<2xi64>
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = stablehlo.negate %arg1 : tensor<2xi64>
// CHECK-NEXT: stablehlo.return %1, %1 : tensor<2xi64>, tensor<2xi64>
// CHECK-NEXT: }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
// CHECK-LABEL: func.func @while(%arg0: tensor<i64>, %arg1: !stablehlo.token) -> (tensor<i64>, !stablehlo.token) {
// CHECK-NEXT: %c = stablehlo.constant dense<10> : tensor<i64>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1) : tensor<i64>, !stablehlo.token
// CHECK-NEXT: cond {
// CHECK-NEXT: %1 = stablehlo.compare LT, %iterArg, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %1 = stablehlo.add %iterArg, %c_0 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1, %iterArg_1 : tensor<i64>, !stablehlo.token
// CHECK: return %0#0, %0#1 : tensor<i64>, !stablehlo.token
// CHECK-LABEL: func.func @while_generic(%arg0: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64> attributes {stablehlo.attr = 1 : i64}
// CHECK-NEXT: cond {
// CHECK-NEXT: %1 = stablehlo.compare LT, %iterArg, %iterArg : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: stablehlo.return %iterArg : tensor<i64>
// CHECK: return %0 : tensor<i64>
// CHECK-LABEL: func.func @nested_while(%arg0: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
// CHECK-NEXT: cond {
// CHECK-NEXT: %1 = stablehlo.compare LT, %iterArg, %iterArg : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %1 = stablehlo.while(%iterArg_0 = %iterArg) : tensor<i64>
// CHECK-NEXT: cond {
// CHECK-NEXT: %2 = stablehlo.compare LT, %iterArg_0, %iterArg : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %2 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: stablehlo.return %iterArg_0 : tensor<i64>
// CHECK: stablehlo.return %1 : tensor<i64>
// CHECK: return %0 : tensor<i64>
