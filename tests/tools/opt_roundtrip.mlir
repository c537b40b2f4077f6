// RUN: stablehlo-opt-go %s | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s -mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: func.func @bootstrap
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %[[C]] : tensor<2xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[A]], %[[A]] : tensor<2xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.compare LT, %[[M]], %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT: return %[[M]], %[[P]] : tensor<2xf32>, tensor<2xi1>

// GENERIC: "func.func"()
// GENERIC: "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// GENERIC: "stablehlo.add"(%arg0, %0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC: "stablehlo.compare"(%2, %arg0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}>
// GENERIC: "func.return"

// DEBUG: loc("{{.*}}opt_roundtrip.mlir":{{[0-9]+}}:{{[0-9]+}})
func.func @bootstrap(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi1>) {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<2xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<2xf32>
  %3 = stablehlo.compare LT, %2, %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %2, %3 : tensor<2xf32>, tensor<2xi1>
}
