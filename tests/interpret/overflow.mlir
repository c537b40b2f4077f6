// Extreme sizes, strides and paddings: exact results or located errors, no
// wrapped arithmetic and no panics.
// RUN: stablehlo-translate-go --interpret --split-input-file %s | FileCheck %s
// RUN: not stablehlo-translate-go --interpret %S/Inputs/dynamic_pad_overflow.mlir --args="[dense<-9223372036854775808> : tensor<1xi64>, dense<-9223372036854775808> : tensor<1xi64>]" 2>&1 | FileCheck %s --check-prefix=PADRT
// RUN: not stablehlo-translate-go --interpret %S/Inputs/dynamic_pad_overflow.mlir --args="[dense<0> : tensor<1xi64>, dense<9223372036854775807> : tensor<1xi64>]" 2>&1 | FileCheck %s --check-prefix=PADBIG

// PADRT: dynamic_pad_overflow.mlir:6:8: error: stablehlo.dynamic_pad: dimension 0 of the result overflows int64: size 3, edge padding -9223372036854775808 and -9223372036854775808, interior padding 0
// PADRT-NOT: panic
// PADBIG: dynamic_pad_overflow.mlir:6:8: error: stablehlo.dynamic_pad:
// PADBIG-NOT: panic

// CHECK-LABEL: Evaluated results of function: slice_max_stride
// CHECK-NEXT: tensor<1xf32> {
// CHECK-NEXT:   [1.000000e+00]
func.func @slice_max_stride() -> tensor<1xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = stablehlo.slice %x [0:3:9223372036854775807] : (tensor<3xf32>) -> tensor<1xf32>
  func.return %0 : tensor<1xf32>
}

// -----

// CHECK-LABEL: Evaluated results of function: real_dynamic_slice_max_stride
// CHECK-NEXT: tensor<1xf32> {
// CHECK-NEXT:   [2.000000e+00]
func.func @real_dynamic_slice_max_stride() -> tensor<?xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %s = stablehlo.constant dense<1> : tensor<1xi64>
  %l = stablehlo.constant dense<3> : tensor<1xi64>
  %t = stablehlo.constant dense<9223372036854775807> : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %x, %s, %l, %t : (tensor<3xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// Every operand element lands far left of the result: all padding.
// CHECK-LABEL: Evaluated results of function: dynamic_pad_extreme
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [7.000000e+00, 7.000000e+00]
func.func @dynamic_pad_extreme() -> tensor<?xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %v = stablehlo.constant dense<7.0> : tensor<f32>
  %lo = stablehlo.constant dense<-9223372036854775808> : tensor<1xi64>
  %hi = stablehlo.constant dense<9223372036854775807> : tensor<1xi64>
  %in = stablehlo.constant dense<0> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// A huge interior padding leaves only the first element inside.
// CHECK-LABEL: Evaluated results of function: dynamic_pad_huge_interior
// CHECK-NEXT: tensor<3xf32> {
// CHECK-NEXT:   [0.000000e+00, 1.000000e+00, 0.000000e+00]
func.func @dynamic_pad_huge_interior() -> tensor<?xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %v = stablehlo.constant dense<0.0> : tensor<f32>
  %lo = stablehlo.constant dense<1> : tensor<1xi64>
  %hi = stablehlo.constant dense<-9223372036854775806> : tensor<1xi64>
  %in = stablehlo.constant dense<9223372036854775806> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
