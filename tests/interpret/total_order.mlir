// compare and sort with comparison_type TOTALORDER follow the specification's
// totalOrder: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN, NaNs of one
// sign ordered by payload (larger payloads further from zero), in every
// float width. Results are checked as bit patterns.
// RUN: stablehlo-translate-go --interpret --split-input-file --interpreter-print-dense %s | FileCheck %s

// -0 sorts before +0; -NaN payload 1 before -NaN; sNaN payload 1 before qNaN.
// CHECK-LABEL: Evaluated results of function: total_order_f16
// CHECK-NEXT: dense<[65025, 65024, 64512, 32768, 0, 15360, 31745, 32256]> : tensor<8xui16>
// CHECK-NEXT: dense<[false, false, true, false, true, true, false, true]> : tensor<8xi1>
// CHECK-NEXT: dense<[false, false, false, true, false, false, true, false]> : tensor<8xi1>
func.func @total_order_f16() -> (tensor<8xui16>, tensor<8xi1>, tensor<8xi1>) {
  %x = stablehlo.constant dense<[0x7E00, 0x0000, 0xFC00, 0x8000, 0x7C01, 0xFE00, 0x3C00, 0xFE01]> : tensor<8xf16>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf16>) -> tensor<8xf16>
  %bits = stablehlo.bitcast_convert %s : (tensor<8xf16>) -> tensor<8xui16>
  %y = stablehlo.constant dense<[0x0000, 0x8000, 0x7C00, 0x8000, 0x7E00, 0xFC00, 0x3C00, 0xFE00]> : tensor<8xf16>
  %lt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<8xf16>, tensor<8xf16>) -> tensor<8xi1>
  %eq = stablehlo.compare EQ, %x, %y, TOTALORDER : (tensor<8xf16>, tensor<8xf16>) -> tensor<8xi1>
  func.return %bits, %lt, %eq : tensor<8xui16>, tensor<8xi1>, tensor<8xi1>
}
// -----

// -0 sorts before +0; -NaN payload 1 before -NaN; sNaN payload 1 before qNaN.
// CHECK-LABEL: Evaluated results of function: total_order_bf16
// CHECK-NEXT: dense<[65473, 65472, 65408, 32768, 0, 16256, 32641, 32704]> : tensor<8xui16>
// CHECK-NEXT: dense<[false, false, true, false, true, true, false, true]> : tensor<8xi1>
// CHECK-NEXT: dense<[false, false, false, true, false, false, true, false]> : tensor<8xi1>
func.func @total_order_bf16() -> (tensor<8xui16>, tensor<8xi1>, tensor<8xi1>) {
  %x = stablehlo.constant dense<[0x7FC0, 0x0000, 0xFF80, 0x8000, 0x7F81, 0xFFC0, 0x3F80, 0xFFC1]> : tensor<8xbf16>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xbf16>) -> tensor<8xbf16>
  %bits = stablehlo.bitcast_convert %s : (tensor<8xbf16>) -> tensor<8xui16>
  %y = stablehlo.constant dense<[0x0000, 0x8000, 0x7F80, 0x8000, 0x7FC0, 0xFF80, 0x3F80, 0xFFC0]> : tensor<8xbf16>
  %lt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xi1>
  %eq = stablehlo.compare EQ, %x, %y, TOTALORDER : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xi1>
  func.return %bits, %lt, %eq : tensor<8xui16>, tensor<8xi1>, tensor<8xi1>
}
// -----

// -0 sorts before +0; -NaN payload 1 before -NaN; sNaN payload 1 before qNaN.
// CHECK-LABEL: Evaluated results of function: total_order_f32
// CHECK-NEXT: dense<[4290772993, 4290772992, 4286578688, 2147483648, 0, 1065353216, 2139095041, 2143289344]> : tensor<8xui32>
// CHECK-NEXT: dense<[false, false, true, false, true, true, false, true]> : tensor<8xi1>
// CHECK-NEXT: dense<[false, false, false, true, false, false, true, false]> : tensor<8xi1>
func.func @total_order_f32() -> (tensor<8xui32>, tensor<8xi1>, tensor<8xi1>) {
  %x = stablehlo.constant dense<[0x7FC00000, 0x00000000, 0xFF800000, 0x80000000, 0x7F800001, 0xFFC00000, 0x3F800000, 0xFFC00001]> : tensor<8xf32>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf32>) -> tensor<8xf32>
  %bits = stablehlo.bitcast_convert %s : (tensor<8xf32>) -> tensor<8xui32>
  %y = stablehlo.constant dense<[0x00000000, 0x80000000, 0x7F800000, 0x80000000, 0x7FC00000, 0xFF800000, 0x3F800000, 0xFFC00000]> : tensor<8xf32>
  %lt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %eq = stablehlo.compare EQ, %x, %y, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  func.return %bits, %lt, %eq : tensor<8xui32>, tensor<8xi1>, tensor<8xi1>
}
// -----

// -0 sorts before +0; -NaN payload 1 before -NaN; sNaN payload 1 before qNaN.
// CHECK-LABEL: Evaluated results of function: total_order_f64
// CHECK-NEXT: dense<[18444492273895866369, 18444492273895866368, 18442240474082181120, 9223372036854775808, 0, 4607182418800017408, 9218868437227405313, 9221120237041090560]> : tensor<8xui64>
// CHECK-NEXT: dense<[false, false, true, false, true, true, false, true]> : tensor<8xi1>
// CHECK-NEXT: dense<[false, false, false, true, false, false, true, false]> : tensor<8xi1>
func.func @total_order_f64() -> (tensor<8xui64>, tensor<8xi1>, tensor<8xi1>) {
  %x = stablehlo.constant dense<[0x7FF8000000000000, 0x0000000000000000, 0xFFF0000000000000, 0x8000000000000000, 0x7FF0000000000001, 0xFFF8000000000000, 0x3FF0000000000000, 0xFFF8000000000001]> : tensor<8xf64>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf64>) -> tensor<8xf64>
  %bits = stablehlo.bitcast_convert %s : (tensor<8xf64>) -> tensor<8xui64>
  %y = stablehlo.constant dense<[0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000, 0x8000000000000000, 0x7FF8000000000000, 0xFFF0000000000000, 0x3FF0000000000000, 0xFFF8000000000000]> : tensor<8xf64>
  %lt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  %eq = stablehlo.compare EQ, %x, %y, TOTALORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  func.return %bits, %lt, %eq : tensor<8xui64>, tensor<8xi1>, tensor<8xi1>
}
