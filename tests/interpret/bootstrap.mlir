// RUN: stablehlo-translate-go --interpret %s --args="[dense<[1.5, -2.0, 0.0]> : tensor<3xf32>]" | FileCheck %s
// RUN: stablehlo-translate-go --interpret %s --interpreter-print-dense --args="[dense<[1.5, -2.0, 0.0]> : tensor<3xf32>]" | FileCheck %s --check-prefix=DENSE
// Wrong argument count and type are clear errors.
// RUN: not stablehlo-translate-go --interpret %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not stablehlo-translate-go --interpret %s --args="[dense<1> : tensor<3xi32>]" 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not stablehlo-translate-go --interpret %s --args="[1 : i32]" 2>&1 | FileCheck %s --check-prefix=NOTDENSE
// RUN: not stablehlo-translate-go --interpret %s --args="dense<1> : tensor<3xi32>" 2>&1 | FileCheck %s --check-prefix=NOTARRAY

// CHECK: Evaluated results of function: main
// CHECK-NEXT: tensor<3xf32> {
// CHECK-NEXT:   [3.250000e+00, 5.000000e+00, 1.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT:   [true, false, false]
// CHECK-NEXT: }

// DENSE: dense<[3.250000e+00, 5.000000e+00, 1.000000e+00]> : tensor<3xf32>
// DENSE-NEXT: dense<[true, false, false]> : tensor<3xi1>

// COUNT: function @main takes 1 arguments, got 0
// TYPE: function @main, argument 0: expected tensor<3xf32>, got tensor<3xi32>
// NOTDENSE: expected dense elements attribute for args elements
// NOTARRAY: expectected array attribute string for args

// (x + 1) * (x + 1) * ... computed with the bootstrap ops: y = (x*x + 1) * 1 + x*0
func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xi1>) {
  %one = stablehlo.constant dense<1.0> : tensor<3xf32>
  %sq = stablehlo.multiply %x, %x : tensor<3xf32>
  %y = stablehlo.add %sq, %one : tensor<3xf32>
  %p = stablehlo.compare GT, %y, %x, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %q = stablehlo.compare GT, %x, %one : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %r = stablehlo.compare EQ, %p, %q : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  func.return %y, %r : tensor<3xf32>, tensor<3xi1>
}
