// Upstream's verifier does not check compare's C3: every comparison type is
// accepted with every element type, quantized ones included. The
// interpreter runs only the pairs the spec defines
// (tests/interpret/compare_type_unsupported.mlir).
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @totalorder_quantized
// CHECK: stablehlo.compare GE, %{{.*}}, %{{.*}}, TOTALORDER
func.func @totalorder_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1> {
  %0 = stablehlo.compare GE, %a, %b, TOTALORDER : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @float_quantized
// CHECK: stablehlo.compare LT, %{{.*}}, %{{.*}}, FLOAT
func.func @float_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1> {
  %0 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @unsigned_quantized
// CHECK: stablehlo.compare GE, %{{.*}}, %{{.*}}, UNSIGNED
func.func @unsigned_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1> {
  %0 = stablehlo.compare GE, %a, %b, UNSIGNED : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @mismatched
// CHECK: stablehlo.compare GE, %{{.*}}, %{{.*}}, TOTALORDER : (tensor<2xi8>
// CHECK: stablehlo.compare LT, %{{.*}}, %{{.*}}, FLOAT : (tensor<2xi32>
// CHECK: stablehlo.compare EQ, %{{.*}}, %{{.*}}, SIGNED : (tensor<2xi1>
// CHECK: stablehlo.compare GE, %{{.*}}, %{{.*}}, SIGNED : (tensor<2xf32>
// CHECK: stablehlo.compare GE, %{{.*}}, %{{.*}}, SIGNED : (tensor<2xui8>
// CHECK: stablehlo.compare EQ, %{{.*}}, %{{.*}}, TOTALORDER : (tensor<2xcomplex<f32>>
func.func @mismatched(%i8: tensor<2xi8>, %i32: tensor<2xi32>, %i1: tensor<2xi1>, %f: tensor<2xf32>, %u: tensor<2xui8>, %c: tensor<2xcomplex<f32>>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %0 = stablehlo.compare GE, %i8, %i8, TOTALORDER : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  %1 = stablehlo.compare LT, %i32, %i32, FLOAT : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %2 = stablehlo.compare EQ, %i1, %i1, SIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %3 = stablehlo.compare GE, %f, %f, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %4 = stablehlo.compare GE, %u, %u, SIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %5 = stablehlo.compare EQ, %c, %c, TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  func.return %0, %1, %2, %3, %4, %5 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

// -----

// The comparison direction is still checked: a missing one is rejected.
func.func @no_direction(%a: tensor<2xi8>) -> tensor<2xi1> {
  // expected-error @+1 {{comparison_direction}}
  %0 = "stablehlo.compare"(%a, %a) {compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}
