// Round trips of the check and interpreter dialects.
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

func.func @checks(%x: tensor<3xi64>, %f: tensor<f64>, %h: tensor<f16>) {
  check.expect_eq %x, %x : tensor<3xi64>
  check.expect_eq_const %x, dense<[-2, 0, 2]> : tensor<3xi64>
  check.expect_almost_eq %f, %f : tensor<f64>
  check.expect_almost_eq %f, %f, tolerance = 1.000000e-01 : tensor<f64>
  check.expect_almost_eq_const %f, dense<5.000000e+00> : tensor<f64>
  check.expect_almost_eq_const %f, dense<5.100000e+00> : tensor<f64> {tolerance = 1.000000e-01 : f64}
  check.expect_close %h, %h, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
  check.expect_close %h, %h, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>
  %0 = interpreter.probe %x, probe_id = "probe/0" : tensor<3xi64>
  check.expect_serialized_eq %0, probe_id = "probe/0" : tensor<3xi64>
  check.expect_serialized_eq %0, probe_id = "probe/0", iter = 0 : tensor<3xi64>
  interpreter.print %x : tensor<3xi64>
  func.return
}

module @grid {
  func.func @program(%x: tensor<2xi64>, %t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
    func.return %x, %t : tensor<2xi64>, !stablehlo.token
  }
  func.func @queue() -> tensor<2xi64> {
    %0 = stablehlo.constant dense<1> : tensor<2xi64>
    func.return %0 : tensor<2xi64>
  }
  func.func @main(%x: tensor<2xi64>) {
    %t = stablehlo.after_all : !stablehlo.token
    %0:4 = "interpreter.run_parallel"(%x, %t, %x, %t) {infeed = [@queue], programs = [[@program], [@program]]} : (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token)
    func.return
  }
}

// CHECK-LABEL: func.func @checks(%arg0: tensor<3xi64>, %arg1: tensor<f64>, %arg2: tensor<f16>) {
// CHECK-NEXT: check.expect_eq %arg0, %arg0 : tensor<3xi64>
// CHECK-NEXT: check.expect_eq_const %arg0, dense<[-2, 0, 2]> : tensor<3xi64>
// CHECK-NEXT: check.expect_almost_eq %arg1, %arg1 : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq %arg1, %arg1, tolerance = 1.000000e-01 : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq_const %arg1, dense<5.000000e+00> : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq_const %arg1, dense<5.100000e+00> : tensor<f64> {tolerance = 1.000000e-01 : f64}
// CHECK-NEXT: check.expect_close %arg2, %arg2, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
// CHECK-NEXT: check.expect_close %arg2, %arg2, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>
// CHECK-NEXT: %0 = interpreter.probe %arg0, probe_id = "probe/0" : tensor<3xi64>
// CHECK-NEXT: check.expect_serialized_eq %0, probe_id = "probe/0" : tensor<3xi64>
// CHECK-NEXT: check.expect_serialized_eq %0, probe_id = "probe/0", iter = 0 : tensor<3xi64>
// CHECK-NEXT: interpreter.print %arg0 : tensor<3xi64>
// CHECK-NEXT: return
// CHECK-LABEL: module @grid {
// CHECK-LABEL: func.func @program(%arg0: tensor<2xi64>, %arg1: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
// CHECK-NEXT: return %arg0, %arg1 : tensor<2xi64>, !stablehlo.token
// CHECK-LABEL: func.func @queue() -> tensor<2xi64> {
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<2xi64>
// CHECK-NEXT: return %c : tensor<2xi64>
// CHECK-LABEL: func.func @main(%arg0: tensor<2xi64>) {
// CHECK-NEXT: %0 = stablehlo.after_all : !stablehlo.token
// CHECK-NEXT: %1:4 = "interpreter.run_parallel"(%arg0, %0, %arg0, %0) <{infeed = [@queue], programs = {{\[\[}}@program], [@program]]}> : (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token)
// CHECK-NEXT: return
