// batch_norm_* ops expand into elementwise ops, reductions and broadcasts
// in the operand's element type, as the specification decomposes them; the
// output parses again.
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-expand-batch-norm | FileCheck %s
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-expand-batch-norm | stablehlo-opt-go --split-input-file | FileCheck %s
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-expand-batch-norm --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// Inference: (x - mean) / sqrt(variance + epsilon) * scale + offset, the
// statistics broadcast along feature_index and epsilon rounded to f16.
// CHECK-LABEL: func.func @inference
// CHECK-NEXT: %[[MEAN:.*]] = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT: %[[CENTERED:.*]] = stablehlo.subtract %arg0, %[[MEAN]] : tensor<2x3x4xf16>
// CHECK-NEXT: %[[VAR:.*]] = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<3xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT: %[[EPS:.*]] = stablehlo.constant dense<1.000400e-03> : tensor<f16>
// CHECK-NEXT: %[[EPSB:.*]] = stablehlo.broadcast_in_dim %[[EPS]], dims = [] : (tensor<f16>) -> tensor<2x3x4xf16>
// CHECK-NEXT: %[[VE:.*]] = stablehlo.add %[[VAR]], %[[EPSB]] : tensor<2x3x4xf16>
// CHECK-NEXT: %[[STDDEV:.*]] = stablehlo.sqrt %[[VE]] : tensor<2x3x4xf16>
// CHECK-NEXT: %[[NORM:.*]] = stablehlo.divide %[[CENTERED]], %[[STDDEV]] : tensor<2x3x4xf16>
// CHECK-NEXT: %[[SCALE:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT: %[[SCALED:.*]] = stablehlo.multiply %[[SCALE]], %[[NORM]] : tensor<2x3x4xf16>
// CHECK-NEXT: %[[OFFSET:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT: %[[OUT:.*]] = stablehlo.add %[[SCALED]], %[[OFFSET]] : tensor<2x3x4xf16>
// CHECK-NEXT: return %[[OUT]]
// LOC-LABEL: func.func @inference
// LOC-NEXT: stablehlo.broadcast_in_dim {{.*}} loc(#[[LOC:loc[0-9]*]])
// LOC-COUNT-11: loc(#[[LOC]])
// LOC-NEXT: return
// LOC: #[[LOC]] = loc("{{.*}}expand_batch_norm.mlir":[[@LINE+2]]:8)
func.func @inference(%x: tensor<2x3x4xf16>, %scale: tensor<3xf16>, %offset: tensor<3xf16>, %mean: tensor<3xf16>, %variance: tensor<3xf16>) -> tensor<2x3x4xf16> {
  %0 = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %variance) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<2x3x4xf16>
  func.return %0 : tensor<2x3x4xf16>
}

// -----

// Training: the batch mean is the sum over the non-feature dimensions
// divided by their element count, the variance the mean of the squared
// deviations; then inference with them.
// CHECK-LABEL: func.func @training
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.reduce(%arg0 init: %[[ZERO]]) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<6.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[NB:.*]] = stablehlo.broadcast_in_dim %[[N]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[MEAN:.*]] = stablehlo.divide %[[SUM]], %[[NB]] : tensor<4xf32>
// CHECK-NEXT: %[[MEANB:.*]] = stablehlo.broadcast_in_dim %[[MEAN]], dims = [2] : (tensor<4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %[[DEV:.*]] = stablehlo.subtract %arg0, %[[MEANB]] : tensor<2x3x4xf32>
// CHECK-NEXT: %[[SQ:.*]] = stablehlo.multiply %[[DEV]], %[[DEV]] : tensor<2x3x4xf32>
// CHECK-NEXT: %[[SQSUM:.*]] = stablehlo.reduce(%[[SQ]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[VAR:.*]] = stablehlo.divide %[[SQSUM]], %[[NB]] : tensor<4xf32>
// CHECK: stablehlo.sqrt
// CHECK: %[[OUT:.*]] = stablehlo.add
// CHECK-NEXT: return %[[OUT]], %[[MEAN]], %[[VAR]]
func.func @training(%x: tensor<2x3x4xf32>, %scale: tensor<4xf32>, %offset: tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 1.0e-5 : f32, feature_index = 2 : i64} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Grad: three reductions (grad_output, grad_output * centered, and
// grad_output * normalized) and no batch_norm op left; f64 keeps epsilon's
// f32 value exactly.
// CHECK-LABEL: func.func @grad
// CHECK-NOT: batch_norm
// CHECK: stablehlo.constant dense<9.9999997473787516E-6> : tensor<f64>
// CHECK-COUNT-3: stablehlo.reduce
// CHECK-NOT: batch_norm
// CHECK: return
func.func @grad(%x: tensor<8x2xf64>, %scale: tensor<8xf64>, %mean: tensor<8xf64>, %variance: tensor<8xf64>, %dy: tensor<8x2xf64>) -> (tensor<8x2xf64>, tensor<8xf64>, tensor<8xf64>) {
  %0:3 = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %variance, %dy) {epsilon = 1.0e-5 : f32, feature_index = 0 : i64} : (tensor<8x2xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x2xf64>) -> (tensor<8x2xf64>, tensor<8xf64>, tensor<8xf64>)
  func.return %0#0, %0#1, %0#2 : tensor<8x2xf64>, tensor<8xf64>, tensor<8xf64>
}

// -----

// bf16 and a rank-1 operand (only the feature dimension: no reduction).
// CHECK-LABEL: func.func @rank1_bf16
// CHECK-NOT: stablehlo.reduce
// CHECK: stablehlo.divide %arg0, %{{.*}} : tensor<5xbf16>
func.func @rank1_bf16(%x: tensor<5xbf16>, %scale: tensor<5xbf16>, %offset: tensor<5xbf16>) -> (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 1.0e-3 : f32, feature_index = 0 : i64} : (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>)
  func.return %0#0, %0#1, %0#2 : tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>
}
