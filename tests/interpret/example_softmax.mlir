// The README's example runs and prints the softmax of each row.
// RUN: stablehlo-translate-go --interpret %S/../../examples/softmax.mlir | FileCheck %s
// CHECK: Evaluated results of function: main
// CHECK-NEXT: tensor<2x4xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [0.0320586041, 0.0871443226, 0.236882836, 0.643914282],
// CHECK-NEXT:     [1.66986028E-5, 4.53915127E-5, 1.23386912E-4, 0.999814569]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
