// RUN: stablehlo-opt-go --split-input-file --verify-diagnostics --vhlo-to-version='target=1.8.0' %s | FileCheck %s --check-prefix=V18
// RUN: stablehlo-opt-go --split-input-file --vhlo-to-version='target=current' %s | FileCheck %s --check-prefix=CUR
// RUN: not stablehlo-opt-go --vhlo-legalize-to-stablehlo %s 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not stablehlo-opt-go --vhlo-to-version='target=0.8.0' %s 2>&1 | FileCheck %s --check-prefix=RANGE

// Upgrading adds the default of what the new version has; downgrading drops
// it again.
// V18-LABEL: "vhlo.func_v1"
// V18: "vhlo.exponential_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>)
// V18: "vhlo.tanh_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>)
// CUR-LABEL: "vhlo.func_v1"
// CUR: "vhlo.exponential_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = "0x0", rtol = "0x0", ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// CUR: "vhlo.tanh_v2"(%0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = "0x0", rtol = "0x0", ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// OLD: error: vhlo.exponential_v1 is not the current version of the op; run vhlo-to-version{target=current} first
// RANGE: error: target version 0.8.0 is outside 0.9.0 to 1.17.0
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>)>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.exponential_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  %1 = "vhlo.tanh_v2"(%0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = "0x0", rtol = "0x0", ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

// -----

// A result accuracy other than the default cannot be expressed before
// 1.10.0 (tanh) and 1.9.0 (exponential).
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>)>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  // expected-error @+1 {{cannot express result_accuracy in version 1.8.0 (vhlo.tanh_v2 needs 1.10.0)}}
  %0 = "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = "0x0", rtol = "0x0", ulps = 2, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
