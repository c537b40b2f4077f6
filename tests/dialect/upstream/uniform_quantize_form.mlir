// uniform_quantize takes the single-type short form when it requantizes to
// the same type, and prints it back that way, as upstream does.
// RUN: stablehlo-opt-go %s --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @short_form
// CHECK: stablehlo.uniform_quantize %arg0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
func.func @short_form(%x: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %0 = stablehlo.uniform_quantize %x : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

// CHECK-LABEL: func.func @function_form
// CHECK: stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK: stablehlo.uniform_dequantize %0 : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2xf32>
func.func @function_form(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %1 = stablehlo.uniform_dequantize %0 : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}
