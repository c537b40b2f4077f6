// Einstein sums become dot_general, reduce, transpose and reshape; the
// output parses again.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-deprecated-ops | FileCheck %s
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-einsum | stablehlo-opt-go --split-input-file | FileCheck %s

// Contracting dimensions only: a plain dot_general.
// CHECK-LABEL: func.func @matmul
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {{.*}}: (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %[[D]]
func.func @matmul(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// Batch and contracting dimensions, output in dot_general's order.
// CHECK-LABEL: func.func @batch_matmul
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] {{.*}}-> tensor<2x3x5xi32>
// CHECK-NEXT: return %[[D]]
func.func @batch_matmul(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x4x5xi32>) -> tensor<2x3x5xi32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "bij,bjk->bik" : (tensor<2x3x4xi32>, tensor<2x4x5xi32>) -> tensor<2x3x5xi32>
  func.return %0 : tensor<2x3x5xi32>
}

// -----

// Batch dimensions anywhere and a permuted output: a transpose follows.
// CHECK-LABEL: func.func @batch_permuted
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [0] {{.*}}-> tensor<2x3x5xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[D]], dims = [0, 2, 1] : (tensor<2x3x5xf32>) -> tensor<2x5x3xf32>
// CHECK-NEXT: return %[[T]]
func.func @batch_permuted(%arg0: tensor<3x2x4xf32>, %arg1: tensor<4x2x5xf32>) -> tensor<2x5x3xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ibj,jbk->bki" : (tensor<3x2x4xf32>, tensor<4x2x5xf32>) -> tensor<2x5x3xf32>
  func.return %0 : tensor<2x5x3xf32>
}

// -----

// A letter of one operand missing from the output is summed first.
// CHECK-LABEL: func.func @summed_free
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-DAG: %[[L:.*]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-DAG: %[[R:.*]] = stablehlo.reduce(%arg1 init: %[[Z2:.*]]) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[L]], %[[R]], contracting_dims = [] x [] {{.*}}-> tensor<2x5xf32>
// CHECK-NEXT: return %[[D]]
func.func @summed_free(%arg0: tensor<2x3xf32>, %arg1: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ab,cd->ad" : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

// A letter repeated in one operand takes the diagonal: a mask of equal
// iotas, a select and a sum over the repeated dimension.
// CHECK-LABEL: func.func @diagonal
// CHECK-DAG: %[[I0:.*]] = stablehlo.iota dim = 0 : tensor<3x3x2xi64>
// CHECK-DAG: %[[I1:.*]] = stablehlo.iota dim = 1 : tensor<3x3x2xi64>
// CHECK: %[[M:.*]] = stablehlo.compare EQ, %[[I0]], %[[I1]]
// CHECK: %[[S:.*]] = stablehlo.select %[[M]], %arg0, %{{.*}} : tensor<3x3x2xi1>, tensor<3x3x2xf32>
// CHECK: %[[DIAG:.*]] = stablehlo.reduce(%[[S]] init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<3x3x2xf32>, tensor<f32>) -> tensor<3x2xf32>
// CHECK: stablehlo.dot_general %[[DIAG]], %arg1, contracting_dims = [1] x [0] {{.*}}-> tensor<3x4xf32>
func.func @diagonal(%arg0: tensor<3x3x2xf32>, %arg1: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "iij,jk->ik" : (tensor<3x3x2xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// Ellipses are batch dimensions; one of size one broadcasts (a reshape
// drops it).
// CHECK-LABEL: func.func @ellipsis_broadcast
// CHECK: %[[L:.*]] = stablehlo.reshape %arg0 : (tensor<2x1x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[L]], %arg1, contracting_dims = [2] x [1] {{.*}}: (tensor<2x3x4xf32>, tensor<5x4x2xf32>) -> tensor<2x3x5x2xf32>
// CHECK: stablehlo.transpose %[[D]], dims = [0, 2, 1, 3] : (tensor<2x3x5x2xf32>) -> tensor<2x5x3x2xf32>
func.func @ellipsis_broadcast(%arg0: tensor<2x1x3x4xf32>, %arg1: tensor<5x4x2xf32>) -> tensor<2x5x3x2xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "...ij,...jk->...ik" : (tensor<2x1x3x4xf32>, tensor<5x4x2xf32>) -> tensor<2x5x3x2xf32>
  func.return %0 : tensor<2x5x3x2xf32>
}

// -----

// Without "->", the output is the letters used once, in order.
// CHECK-LABEL: func.func @implicit
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] {{.*}}-> tensor<2x4xf32>
func.func @implicit(%arg0: tensor<3x2xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ba,bc" : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// unary_einsum: transposes, sums, traces.
// CHECK-LABEL: func.func @unary
// CHECK: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: %[[S:.*]] = stablehlo.reduce(%arg1 init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<2x4xi32>
// CHECK: %[[ST:.*]] = stablehlo.transpose %[[S]], dims = [1, 0] : (tensor<2x4xi32>) -> tensor<4x2xi32>
// CHECK: stablehlo.compare EQ
// CHECK: %[[DIAG:.*]] = stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK: %[[TR:.*]] = stablehlo.reduce(%[[DIAG]] init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
// CHECK: return %[[T]], %[[ST]], %[[TR]]
func.func @unary(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3x4xi32>, %arg2: tensor<3x3xf32>) -> (tensor<3x2xf32>, tensor<4x2xi32>, tensor<f32>) {
  %0 = stablehlo.unary_einsum %arg0, config = "ab->ba" : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.unary_einsum %arg1, config = "abc->ca" : (tensor<2x3x4xi32>) -> tensor<4x2xi32>
  %2 = stablehlo.unary_einsum %arg2, config = "ii->" : (tensor<3x3xf32>) -> tensor<f32>
  func.return %0, %1, %2 : tensor<3x2xf32>, tensor<4x2xi32>, tensor<f32>
}

// -----

// A scalar operand (the binary spelling of a unary einsum).
// CHECK-LABEL: func.func @scalar_operand
// CHECK: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [] {{.*}}: (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.transpose %[[D]], dims = [1, 0]
func.func @scalar_operand(%arg0: tensor<f32>, %arg1: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = ",ab->ba" : (tensor<f32>, tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}
