// bitcast_convert prints its function type even when the operand and the
// result types are equal, as upstream does.
// RUN: stablehlo-opt-go %s | FileCheck %s

// CHECK-LABEL: func.func @same_type
// CHECK: stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: stablehlo.bitcast_convert %0 : (tensor<2xf32>) -> tensor<2xi32>
func.func @same_type(%x: tensor<2xf32>) -> tensor<2xi32> {
  %0 = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.bitcast_convert %0 : (tensor<2xf32>) -> tensor<2xi32>
  func.return %1 : tensor<2xi32>
}
