// Round trips of the elementwise ops: unary, binary, ternary, comparison, conversions, quantization, map.
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

func.func @unary(%f: tensor<2xf32>, %c: tensor<2xcomplex<f32>>, %i: tensor<2xi32>, %b: tensor<2xi1>) {
  %0 = stablehlo.abs %f : tensor<2xf32>
  %1 = stablehlo.abs %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = stablehlo.cbrt %f : tensor<2xf32>
  %3 = stablehlo.ceil %f : tensor<2xf32>
  %4 = stablehlo.cosine %c : tensor<2xcomplex<f32>>
  %5 = stablehlo.count_leading_zeros %i : tensor<2xi32>
  %6 = stablehlo.exponential %f : tensor<2xf32>
  %7 = stablehlo.exponential_minus_one %f : tensor<2xf32>
  %8 = stablehlo.floor %f : tensor<2xf32>
  %9 = stablehlo.imag %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %10 = stablehlo.is_finite %f : (tensor<2xf32>) -> tensor<2xi1>
  %11 = stablehlo.log %f : tensor<2xf32>
  %12 = stablehlo.log_plus_one %f : tensor<2xf32>
  %13 = stablehlo.logistic %f : tensor<2xf32>
  %14 = stablehlo.negate %i : tensor<2xi32>
  %15 = stablehlo.not %b : tensor<2xi1>
  %16 = stablehlo.popcnt %i : tensor<2xi32>
  %17 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %18 = stablehlo.round_nearest_afz %f : tensor<2xf32>
  %19 = stablehlo.round_nearest_even %f : tensor<2xf32>
  %20 = stablehlo.rsqrt %f : tensor<2xf32>
  %21 = stablehlo.sign %f : tensor<2xf32>
  %22 = stablehlo.sine %f : tensor<2xf32>
  %23 = stablehlo.sqrt %f : tensor<2xf32>
  %24 = stablehlo.tan %f : tensor<2xf32>
  %25 = stablehlo.tanh %f : tensor<2xf32>
  %26 = stablehlo.exponential %f {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return
}

func.func @binary(%f: tensor<2xf32>, %i: tensor<2xi32>, %u: tensor<2xui8>, %b: tensor<2xi1>) {
  %0 = stablehlo.add %f, %f : tensor<2xf32>
  %1 = stablehlo.and %b, %b : tensor<2xi1>
  %2 = stablehlo.atan2 %f, %f : tensor<2xf32>
  %3 = stablehlo.complex %f, %f : tensor<2xcomplex<f32>>
  %4 = stablehlo.divide %i, %i : tensor<2xi32>
  %5 = stablehlo.maximum %u, %u : tensor<2xui8>
  %6 = stablehlo.minimum %u, %u : tensor<2xui8>
  %7 = stablehlo.multiply %i, %i : tensor<2xi32>
  %8 = stablehlo.or %i, %i : tensor<2xi32>
  %9 = stablehlo.power %f, %f : tensor<2xf32>
  %10 = stablehlo.remainder %i, %i : tensor<2xi32>
  %11 = stablehlo.shift_left %i, %i : tensor<2xi32>
  %12 = stablehlo.shift_right_arithmetic %i, %i : tensor<2xi32>
  %13 = stablehlo.shift_right_logical %i, %i : tensor<2xi32>
  %14 = stablehlo.subtract %f, %f : tensor<2xf32>
  %15 = stablehlo.xor %u, %u : tensor<2xui8>
  func.return
}

func.func @mixed_types(%a: tensor<?xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

func.func @ternary(%p: tensor<2xi1>, %s: tensor<i1>, %f: tensor<2xf32>, %lo: tensor<f32>) {
  %0 = stablehlo.select %p, %f, %f : tensor<2xi1>, tensor<2xf32>
  %1 = stablehlo.select %s, %f, %f : tensor<i1>, tensor<2xf32>
  %2 = stablehlo.clamp %lo, %f, %lo : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %3 = stablehlo.clamp %f, %f, %f : tensor<2xf32>
  func.return
}

func.func @compare(%f: tensor<2xf32>, %i: tensor<2xi32>) {
  %0 = stablehlo.compare LT, %f, %f, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %1 = stablehlo.compare EQ, %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %2 = stablehlo.compare GE, %f, %f, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %3 = stablehlo.compare NE, %i, %i, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return
}

func.func @conversions(%f: tensor<2xf32>, %i: tensor<2xi32>, %c: tensor<complex<f64>>) {
  %0 = stablehlo.convert %f : (tensor<2xf32>) -> tensor<2xi32>
  %1 = stablehlo.convert %f : tensor<2xf32>
  %2 = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2xi32>
  %3 = stablehlo.bitcast_convert %i : (tensor<2xi32>) -> tensor<2x4xi8>
  %4 = stablehlo.bitcast_convert %c : (tensor<complex<f64>>) -> tensor<2xcomplex<f32>>
  %5 = stablehlo.reduce_precision %f, format = e5m10 : tensor<2xf32>
  func.return
}

func.func @quantization(%f: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.uniform_quantize %f : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>
  %1 = stablehlo.uniform_quantize %0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
  %2 = stablehlo.add %0, %1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
  %3 = stablehlo.uniform_dequantize %2 : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>) -> tensor<2xf32>
  %4 = stablehlo.uniform_quantize %f : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>
  func.return %3 : tensor<2xf32>
}

func.func @map(%a: tensor<2x2xi64>, %b: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %1 = stablehlo.multiply %x, %y : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

func.func @element_types(%a: tensor<2xi2>, %b: tensor<2xui4>, %c: tensor<2xf8E4M3FN>, %d: tensor<2xbf16>, %e: tensor<2xf8E8M0FNU>, %f: tensor<2xf4E2M1FN>) {
  %0 = stablehlo.add %a, %a : tensor<2xi2>
  %1 = stablehlo.add %b, %b : tensor<2xui4>
  %2 = stablehlo.add %c, %c : tensor<2xf8E4M3FN>
  %3 = stablehlo.add %d, %d : tensor<2xbf16>
  %4 = stablehlo.add %e, %e : tensor<2xf8E8M0FNU>
  %5 = stablehlo.add %f, %f : tensor<2xf4E2M1FN>
  func.return
}

// CHECK-LABEL: func.func @unary(%arg0: tensor<2xf32>, %arg1: tensor<2xcomplex<f32>>, %arg2: tensor<2xi32>, %arg3: tensor<2xi1>) {
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.abs %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT: %2 = stablehlo.cbrt %arg0 : tensor<2xf32>
// CHECK-NEXT: %3 = stablehlo.ceil %arg0 : tensor<2xf32>
// CHECK-NEXT: %4 = stablehlo.cosine %arg1 : tensor<2xcomplex<f32>>
// CHECK-NEXT: %5 = stablehlo.count_leading_zeros %arg2 : tensor<2xi32>
// CHECK-NEXT: %6 = stablehlo.exponential %arg0 : tensor<2xf32>
// CHECK-NEXT: %7 = stablehlo.exponential_minus_one %arg0 : tensor<2xf32>
// CHECK-NEXT: %8 = stablehlo.floor %arg0 : tensor<2xf32>
// CHECK-NEXT: %9 = stablehlo.imag %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT: %10 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT: %11 = stablehlo.log %arg0 : tensor<2xf32>
// CHECK-NEXT: %12 = stablehlo.log_plus_one %arg0 : tensor<2xf32>
// CHECK-NEXT: %13 = stablehlo.logistic %arg0 : tensor<2xf32>
// CHECK-NEXT: %14 = stablehlo.negate %arg2 : tensor<2xi32>
// CHECK-NEXT: %15 = stablehlo.not %arg3 : tensor<2xi1>
// CHECK-NEXT: %16 = stablehlo.popcnt %arg2 : tensor<2xi32>
// CHECK-NEXT: %17 = stablehlo.real %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT: %18 = stablehlo.round_nearest_afz %arg0 : tensor<2xf32>
// CHECK-NEXT: %19 = stablehlo.round_nearest_even %arg0 : tensor<2xf32>
// CHECK-NEXT: %20 = stablehlo.rsqrt %arg0 : tensor<2xf32>
// CHECK-NEXT: %21 = stablehlo.sign %arg0 : tensor<2xf32>
// CHECK-NEXT: %22 = stablehlo.sine %arg0 : tensor<2xf32>
// CHECK-NEXT: %23 = stablehlo.sqrt %arg0 : tensor<2xf32>
// CHECK-NEXT: %24 = stablehlo.tan %arg0 : tensor<2xf32>
// CHECK-NEXT: %25 = stablehlo.tanh %arg0 : tensor<2xf32>
// CHECK-NEXT: %26 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @binary(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<2xui8>, %arg3: tensor<2xi1>) {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.and %arg3, %arg3 : tensor<2xi1>
// CHECK-NEXT: %2 = stablehlo.atan2 %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: %3 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
// CHECK-NEXT: %4 = stablehlo.divide %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %5 = stablehlo.maximum %arg2, %arg2 : tensor<2xui8>
// CHECK-NEXT: %6 = stablehlo.minimum %arg2, %arg2 : tensor<2xui8>
// CHECK-NEXT: %7 = stablehlo.multiply %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %8 = stablehlo.or %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %9 = stablehlo.power %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: %10 = stablehlo.remainder %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %11 = stablehlo.shift_left %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %12 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %13 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<2xi32>
// CHECK-NEXT: %14 = stablehlo.subtract %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: %15 = stablehlo.xor %arg2, %arg2 : tensor<2xui8>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @mixed_types(%arg0: tensor<?xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-LABEL: func.func @ternary(%arg0: tensor<2xi1>, %arg1: tensor<i1>, %arg2: tensor<2xf32>, %arg3: tensor<f32>) {
// CHECK-NEXT: %0 = stablehlo.select %arg0, %arg2, %arg2 : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.select %arg1, %arg2, %arg2 : tensor<i1>, tensor<2xf32>
// CHECK-NEXT: %2 = stablehlo.clamp %arg3, %arg2, %arg3 : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %3 = stablehlo.clamp %arg2, %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @compare(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>) {
// CHECK-NEXT: %0 = stablehlo.compare LT, %arg0, %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT: %1 = stablehlo.compare EQ, %arg1, %arg1 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
// CHECK-NEXT: %2 = stablehlo.compare GE, %arg0, %arg0, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT: %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @conversions(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<complex<f64>>) {
// CHECK-NEXT: %0 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
// CHECK-NEXT: %1 = stablehlo.convert %arg0 : tensor<2xf32>
// CHECK-NEXT: %2 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
// CHECK-NEXT: %3 = stablehlo.bitcast_convert %arg1 : (tensor<2xi32>) -> tensor<2x4xi8>
// CHECK-NEXT: %4 = stablehlo.bitcast_convert %arg2 : (tensor<complex<f64>>) -> tensor<2xcomplex<f32>>
// CHECK-NEXT: %5 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @quantization(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>
// CHECK-NEXT: %1 = stablehlo.uniform_quantize %0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
// CHECK-NEXT: %2 = stablehlo.add %0, %1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
// CHECK-NEXT: %3 = stablehlo.uniform_dequantize %2 : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>) -> tensor<2xf32>
// CHECK-NEXT: %4 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>
// CHECK-NEXT: return %3 : tensor<2xf32>
// CHECK-LABEL: func.func @map(%arg0: tensor<2x2xi64>, %arg1: tensor<2x2xi64>) -> tensor<2x2xi64> {
// CHECK-NEXT: %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.multiply %arg2, %arg3 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
// CHECK-LABEL: func.func @element_types(%arg0: tensor<2xi2>, %arg1: tensor<2xui4>, %arg2: tensor<2xf8E4M3FN>, %arg3: tensor<2xbf16>, %arg4: tensor<2xf8E8M0FNU>, %arg5: tensor<2xf4E2M1FN>) {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xi2>
// CHECK-NEXT: %1 = stablehlo.add %arg1, %arg1 : tensor<2xui4>
// CHECK-NEXT: %2 = stablehlo.add %arg2, %arg2 : tensor<2xf8E4M3FN>
// CHECK-NEXT: %3 = stablehlo.add %arg3, %arg3 : tensor<2xbf16>
// CHECK-NEXT: %4 = stablehlo.add %arg4, %arg4 : tensor<2xf8E8M0FNU>
// CHECK-NEXT: %5 = stablehlo.add %arg5, %arg5 : tensor<2xf4E2M1FN>
// CHECK-NEXT: return
