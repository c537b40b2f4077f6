// broadcast, create_token, cross-replica-sum and torch_index_select become
// specified ops; the output parses again.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-deprecated-ops | FileCheck %s
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-deprecated-ops | stablehlo-opt-go --split-input-file | FileCheck %s
// Each finer pass rewrites its own op only.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-broadcast | FileCheck %s --check-prefix=BCAST
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-create-token --stablehlo-legalize-cross-replica --stablehlo-legalize-index-select | FileCheck %s --check-prefix=OTHERS

// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<2x3xf32>) -> tensor<4x5x2x3xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<7xi32>
// CHECK-NEXT: return %[[B]], %[[S]]
// BCAST-LABEL: func.func @broadcast
// BCAST-NOT: stablehlo.broadcast %
// OTHERS-LABEL: func.func @broadcast
// OTHERS: stablehlo.broadcast %arg0
func.func @broadcast(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> (tensor<4x5x2x3xf32>, tensor<7xi32>) {
  %0 = stablehlo.broadcast %arg0, sizes = [4, 5] : (tensor<2x3xf32>) -> tensor<4x5x2x3xf32>
  %1 = stablehlo.broadcast %arg1, sizes = [7] : (tensor<i32>) -> tensor<7xi32>
  func.return %0, %1 : tensor<4x5x2x3xf32>, tensor<7xi32>
}

// -----

// CHECK-LABEL: func.func @create_token
// CHECK-NEXT: %[[T:.*]] = stablehlo.after_all : !stablehlo.token
// CHECK-NEXT: return %[[T]]
// OTHERS-LABEL: func.func @create_token
// OTHERS-NEXT: stablehlo.after_all : !stablehlo.token
// BCAST-LABEL: func.func @create_token
// BCAST-NEXT: stablehlo.create_token
func.func @create_token() -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @cross_replica_sum
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[R]]
// OTHERS-LABEL: func.func @cross_replica_sum
// OTHERS: stablehlo.all_reduce
func.func @cross_replica_sum(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.cross-replica-sum"(%arg0) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @torch_index_select
// CHECK-NEXT: %[[G0:.*]] = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 4, 1, 2>}> : (tensor<4x3x2xf32>, tensor<2x3xi32>) -> tensor<4x2x3x2xf32>
// CHECK-NEXT: %[[G1:.*]] = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x4x3xf32>, tensor<2x5xi64>) -> tensor<2x5x3xf32>
// CHECK-NEXT: %[[G2:.*]] = "stablehlo.gather"(%arg0, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, slice_sizes = array<i64: 4, 3, 1>}> : (tensor<4x3x2xf32>, tensor<i32>) -> tensor<4x3xf32>
// CHECK-NEXT: return %[[G0]], %[[G1]], %[[G2]]
// OTHERS-LABEL: func.func @torch_index_select
// OTHERS-COUNT-3: stablehlo.gather
func.func @torch_index_select(%arg0: tensor<4x3x2xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x4x3xf32>, %arg3: tensor<2x5xi64>, %arg4: tensor<i32>) -> (tensor<4x2x3x2xf32>, tensor<2x5x3xf32>, tensor<4x3xf32>) {
  %0 = "stablehlo.torch_index_select"(%arg0, %arg1) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<4x3x2xf32>, tensor<2x3xi32>) -> tensor<4x2x3x2xf32>
  %1 = "stablehlo.torch_index_select"(%arg2, %arg3) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x5xi64>) -> tensor<2x5x3xf32>
  %2 = "stablehlo.torch_index_select"(%arg0, %arg4) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<4x3x2xf32>, tensor<i32>) -> tensor<4x3xf32>
  func.return %0, %1, %2 : tensor<4x2x3x2xf32>, tensor<2x5x3xf32>, tensor<4x3xf32>
}

// -----

// Specified ops (including the ones the rewrites produce) are left alone,
// dead code included.
// CHECK-LABEL: func.func @untouched
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
// CHECK-NEXT: stablehlo.broadcast_in_dim %arg0, dims = [1, 2]
// CHECK-NEXT: stablehlo.after_all
// CHECK-NEXT: stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: return
func.func @untouched(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<5x2x3xf32>
  %2 = stablehlo.after_all : !stablehlo.token
  %3 = stablehlo.constant dense<1.0> : tensor<f32>
  func.return %0 : tensor<2x4xf32>
}
