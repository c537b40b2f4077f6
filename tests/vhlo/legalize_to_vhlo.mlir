// RUN: stablehlo-opt-go --stablehlo-legalize-to-vhlo %s | FileCheck %s
// RUN: stablehlo-opt-go %s > %t.want
// RUN: stablehlo-opt-go --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.9.0' --vhlo-to-version='target=current' --vhlo-legalize-to-stablehlo %s > %t.got
// RUN: diff %t.want %t.got
// RUN: not stablehlo-opt-go --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.8.0' %s 2>&1 | FileCheck %s --check-prefix=OLD

// StableHLO's structured attributes are split into vhlo's flat ones, and
// the attributes StableHLO leaves at their default are spelled out.

// CHECK-LABEL: "vhlo.func_v1"
// CHECK-SAME: arg_attrs = #vhlo.array_v1<[]>
// CHECK-SAME: sym_name = #vhlo.string_v1<"main">
// CHECK-SAME: sym_visibility = #vhlo.string_v1<"">
func.func @main(%img: tensor<1x4x4x2xf32>, %ker: tensor<3x3x2x1xf32>, %a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> (tensor<1x4x4x1xf32>, tensor<2x2xf32>, tensor<2x3xi1>, tensor<2x3xf32>) {
  // CHECK: "vhlo.convolution_v1"
  // CHECK-SAME: feature_group_count = #vhlo.integer_v1<1 : !vhlo.i64_v1>
  // CHECK-SAME: input_spatial_dimensions = #vhlo.tensor_v1<"0x01000000000000000200000000000000" : !vhlo.tensor_v1<2x!vhlo.i64_v1>>
  // CHECK-SAME: lhs_dilation = #vhlo.tensor_v1<"0x0100000000000000" : !vhlo.tensor_v1<2x!vhlo.i64_v1>>
  // CHECK-SAME: padding = #vhlo.tensor_v1<"0x0100000000000000" : !vhlo.tensor_v1<2x2x!vhlo.i64_v1>>
  // CHECK-SAME: precision_config = #vhlo.array_v1<[]>
  // CHECK-SAME: window_reversal = #vhlo.tensor_v1<"0x00" : !vhlo.tensor_v1<2x!vhlo.i1_v1>>
  %0 = stablehlo.convolution(%img, %ker) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x1xf32>) -> tensor<1x4x4x1xf32>
  // CHECK: "vhlo.dot_general_v2"
  // CHECK-SAME: accumulation_type = #vhlo.type_v1<!vhlo.none_v1>
  // CHECK-SAME: lhs_contracting_dimensions = #vhlo.tensor_v1<"0x0100000000000000" : !vhlo.tensor_v1<1x!vhlo.i64_v1>>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  // CHECK: "vhlo.compare_v1"
  // CHECK-SAME: compare_type = #vhlo<comparison_type_v1 NOTYPE>
  // CHECK-SAME: comparison_direction = #vhlo<comparison_direction_v1 LT>
  %2 = stablehlo.compare LT, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  // CHECK: "vhlo.exponential_v2"
  // CHECK-SAME: result_accuracy = #vhlo.result_accuracy_v1<atol = "0x3EE4F8B588E368F1", rtol = "0x0", ulps = 2, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>
  %3 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2x3xf32>
  // CHECK: "vhlo.return_v1"
  return %0, %1, %2, %3 : tensor<1x4x4x1xf32>, tensor<2x2xf32>, tensor<2x3xi1>, tensor<2x3xf32>
}

// OLD: error: cannot express result_accuracy in version 1.8.0
