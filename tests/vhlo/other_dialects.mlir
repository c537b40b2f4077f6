// RUN: stablehlo-opt-go --stablehlo-legalize-to-vhlo='allow-other-dialects=true' %s | FileCheck %s
// RUN: not stablehlo-opt-go --stablehlo-legalize-to-vhlo %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: stablehlo-opt-go --stablehlo-legalize-to-vhlo='allow-other-dialects=true' %s > %t.vhlo
// RUN: not stablehlo-opt-go --vhlo-legalize-to-stablehlo %t.vhlo 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: stablehlo-opt-go %s > %t.want
// RUN: stablehlo-opt-go --stablehlo-legalize-to-vhlo='allow-other-dialects=true' --vhlo-to-version='target=minimum' --vhlo-to-version='target=current' --vhlo-legalize-to-stablehlo='allow-other-dialects=true' %s > %t.got
// RUN: diff %t.want %t.got
// RUN: stablehlo-translate-go --serialize --target=minimum --allow-other-dialects %s -o %t.mlirbc
// stablehlo-translate-go ends its output with the last line as mlir-translate
// does, without stablehlo-opt-go's (and mlir-opt's) final empty line.
// RUN: stablehlo-translate-go --deserialize %t.mlirbc > %t.read
// RUN: sed '${/^$/d}' %t.want > %t.want-translate
// RUN: diff %t.want-translate %t.read
// RUN: rm -rf %t.probes && mkdir %t.probes
// RUN: stablehlo-translate-go --interpret --probe-output-dir=%t.probes %t.mlirbc
// RUN: stablehlo-translate-go --interpret --probe-output-dir=%t.probes --allow-other-dialects --artifact-roundtrip=0.9.0 %s
// RUN: not stablehlo-translate-go --interpret --probe-output-dir=%t.probes --artifact-roundtrip=0.9.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not stablehlo-translate-go --serialize --target=current %s -o %t.refused 2>&1 | FileCheck %s --check-prefix=REFUSED

// Ops of other dialects stay as they are, types and attributes included;
// casts carry values between their builtin types and vhlo types.

// REFUSED: error: interpreter.probe has no vhlo op
// STRICT: error: interpreter.probe is not a vhlo, StableHLO or func op; pass allow-other-dialects to keep ops of other dialects

// CHECK-LABEL: "vhlo.func_v1"
// CHECK-SAME: sym_name = #vhlo.string_v1<"main">
func.func @main() {
  // CHECK: %[[C:.*]] = "vhlo.constant_v1"
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: %[[SUM:.*]] = "vhlo.add_v1"(%[[C]], %[[C]])
  %sum = stablehlo.add %c, %c : tensor<2xf32>
  // CHECK: %[[TO:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : !vhlo.tensor_v1<2x!vhlo.f32_v1> to tensor<2xf32>
  // CHECK: %[[PROBED:.*]] = interpreter.probe %[[TO]], probe_id = "sum" : tensor<2xf32>
  %probed = interpreter.probe %sum, probe_id = "sum" : tensor<2xf32>
  // CHECK: %[[FROM:.*]] = builtin.unrealized_conversion_cast %[[PROBED]] : tensor<2xf32> to !vhlo.tensor_v1<2x!vhlo.f32_v1>
  // CHECK: %[[TWICE:.*]] = "vhlo.multiply_v1"(%[[FROM]], %[[FROM]])
  %twice = stablehlo.multiply %probed, %probed : tensor<2xf32>
  // CHECK: %[[TO2:.*]] = builtin.unrealized_conversion_cast %[[TWICE]] : !vhlo.tensor_v1<2x!vhlo.f32_v1> to tensor<2xf32>
  // CHECK: check.expect_eq_const %[[TO2]], dense<[4.000000e+00, 1.600000e+01]> : tensor<2xf32>
  check.expect_eq_const %twice, dense<[4.0, 16.0]> : tensor<2xf32>
  // A kept op reading another kept op's result needs no cast.
  // CHECK-NOT: unrealized_conversion_cast
  // CHECK: check.expect_almost_eq_const %[[PROBED]], dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
  check.expect_almost_eq_const %probed, dense<[2.0, 4.0]> : tensor<2xf32>
  // CHECK: "vhlo.return_v1"()
  func.return
}
