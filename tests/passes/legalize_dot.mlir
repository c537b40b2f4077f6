// stablehlo.dot becomes stablehlo.dot_general contracting the last lhs
// dimension with the first rhs one, for every rank combination; the output
// parses again.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-deprecated-ops | FileCheck %s
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-deprecated-ops | stablehlo-opt-go --split-input-file | FileCheck %s
// The finer pass does the same.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-dot | FileCheck %s
// Locations are kept.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-dot --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @vector_vector
// CHECK-NOT: stablehlo.dot %
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] {{.*}}: (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
// LOC-LABEL: func.func @vector_vector
// LOC: stablehlo.dot_general {{.*}} loc(#[[LOC:loc[0-9]*]])
// LOC: #[[LOC]] = loc("{{.*}}legalize_dot.mlir":[[@LINE+2]]:8)
func.func @vector_vector(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @matrix_vector
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {{.*}}: (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
func.func @matrix_vector(%arg0: tensor<2x3xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @vector_matrix
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] {{.*}}: (tensor<3xf64>, tensor<3x4xf64>) -> tensor<4xf64>
func.func @vector_matrix(%arg0: tensor<3xf64>, %arg1: tensor<3x4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<3xf64>, tensor<3x4xf64>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// The precision config carries over; mixed element types too.
// CHECK-LABEL: func.func @matrix_matrix_precision
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]{{.*}}precision = [HIGHEST, DEFAULT] : (tensor<2x3xf16>, tensor<3x4xf16>) -> tensor<2x4xf32>
func.func @matrix_matrix_precision(%arg0: tensor<2x3xf16>, %arg1: tensor<3x4xf16>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, DEFAULT] : (tensor<2x3xf16>, tensor<3x4xf16>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// Dynamic dimensions are fine for dot_general.
// CHECK-LABEL: func.func @dynamic
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {{.*}}: (tensor<?x3xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<3x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<?x3xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}
