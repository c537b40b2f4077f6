// The floats of one printed result share one notation. MLIR's six-digit form
// stays when it reads back to every element; otherwise NumPy's rule picks
// positional or scientific notation, and every element gets its shortest
// round-tripping digits padded to a common length. Integers, NaNs and
// infinities print as before, and a summarised result chooses from the
// elements it shows.
// RUN: stablehlo-translate-go --interpret --split-input-file %s | FileCheck %s
// RUN: stablehlo-translate-go --interpret --split-input-file --print-limit 4 %s | FileCheck %s --check-prefix=LIMIT
// RUN: stablehlo-translate-go --interpret %s --split-input-file --interpreter-print-dense | FileCheck %s --check-prefix=DENSE

// CHECK-LABEL: Evaluated results of function: mlir_form
// CHECK-NEXT: tensor<4xf32> {
// CHECK-NEXT:   [5.000000e-01, -2.000000e+00, 0.000000e+00, 1.000000e-07]
// LIMIT-LABEL: Evaluated results of function: mlir_form
// LIMIT-NEXT: tensor<4xf32> {
// LIMIT-NEXT:   [5.000000e-01, -2.000000e+00, 0.000000e+00, 1.000000e-07]
func.func @mlir_form() -> tensor<4xf32> {
  %0 = stablehlo.constant dense<[0.5, -2.0, 0.0, 1.0e-7]> : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// 0.7 has no six-digit MLIR text that reads back (APFloat truncates it to
// 0.699999), so the tensor is positional.
// CHECK-LABEL: Evaluated results of function: positional
// CHECK-NEXT: tensor<3xf32> {
// CHECK-NEXT:   [0.700, 0.125, -30.000]
func.func @positional() -> tensor<3xf32> {
  %0 = stablehlo.constant dense<[0.7, 0.125, -30.0]> : tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: Evaluated results of function: scientific
// CHECK-NEXT: tensor<2x2xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [1.6698603e-05, 9.9981457e-01],
// CHECK-NEXT:     [3.0000000e+00, 0x7FC00000]
// CHECK-NEXT:   ]
func.func @scientific() -> tensor<2x2xf32> {
  %0 = stablehlo.constant dense<[[1.66986028E-5, 0.999814569], [3.0, 0x7FC00000]]> : tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: Evaluated results of function: f64_and_complex
// CHECK-NEXT: tensor<2xf64> {
// CHECK-NEXT:   [1.000000000000000e+10, 3.333333333333333e-01]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xcomplex<f32>> {
// CHECK-NEXT:   {{\[}}[0.700, 1.500], [-2.000, 0.125]]
func.func @f64_and_complex() -> (tensor<2xf64>, tensor<2xcomplex<f32>>) {
  %0 = stablehlo.constant dense<[1.0e10, 0.33333333333333331]> : tensor<2xf64>
  %1 = stablehlo.constant dense<[(0.7, 1.5), (-2.0, 0.125)]> : tensor<2xcomplex<f32>>
  func.return %0, %1 : tensor<2xf64>, tensor<2xcomplex<f32>>
}

// -----

// Printed in full, the 0.7 in the middle makes the tensor positional; the
// summary does not show it and keeps MLIR's form.
// CHECK-LABEL: Evaluated results of function: summarised
// CHECK-NEXT: tensor<8xf32> {
// CHECK-NEXT:   [0.50, 0.25, 1.00, 0.70, 0.70, 2.00, 3.00, 4.00]
// LIMIT-LABEL: Evaluated results of function: summarised
// LIMIT-NEXT: tensor<8xf32> {
// LIMIT-NEXT:   [5.000000e-01, 2.500000e-01, 1.000000e+00, ..., 2.000000e+00, 3.000000e+00, 4.000000e+00]
func.func @summarised() -> tensor<8xf32> {
  %0 = stablehlo.constant dense<[0.5, 0.25, 1.0, 0.7, 0.7, 2.0, 3.0, 4.0]> : tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----

// CHECK-LABEL: Evaluated results of function: ints
// CHECK-NEXT: tensor<3xi32> {
// CHECK-NEXT:   [1, -20, 300]
func.func @ints() -> tensor<3xi32> {
  %0 = stablehlo.constant dense<[1, -20, 300]> : tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// The dense form keeps MLIR's attribute text.
// DENSE-LABEL: Evaluated results of function: positional
// DENSE-NEXT: dense<[0.699999988, 1.250000e-01, -3.000000e+01]> : tensor<3xf32>
