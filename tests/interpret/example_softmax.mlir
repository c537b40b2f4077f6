// The README's example runs and prints the softmax of each row. The floats of
// one result share one notation: scientific here (as NumPy chooses, since the
// smallest is below 1e-4), every value with its shortest digits that read back
// to the same f32, padded to the longest one's.
// RUN: stablehlo-translate-go --interpret %S/../../examples/softmax.mlir | FileCheck %s
// CHECK: Evaluated results of function: main
// CHECK-NEXT: tensor<2x4xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [3.2058604e-02, 8.7144320e-02, 2.3688284e-01, 6.4391430e-01],
// CHECK-NEXT:     [1.6698603e-05, 4.5391513e-05, 1.2338691e-04, 9.9981457e-01]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
