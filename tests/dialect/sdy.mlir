// The Shardy (sdy) ops and attributes JAX prints read back and print
// identically, in the pretty and the generic form.
// RUN: stablehlo-opt-go %s | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
// CHECK: sdy.mesh @maximal = <[], device_ids=[0]>
// GENERIC: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=4]>, sym_name = "mesh"}>
module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  sdy.mesh @maximal = <[], device_ids=[0]>
  // CHECK-LABEL: func.func public @main
  // CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y", ?}]>}
  // CHECK-SAME: {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y":(1)2}], replicated={"x"}>}
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y", ?}]>}) -> (tensor<1x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y":(1)2}], replicated={"x"}>}) {
    // CHECK: sdy.sharding_constraint %arg0 <@mesh, [{}, {"x"}]> : tensor<8x8xf32>
    %c = sdy.sharding_constraint %arg0 <@mesh, [{}, {"x"}]> : tensor<8x8xf32>
    // CHECK: sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
    // CHECK: sdy.return %{{.*}} : tensor<1x2xf32>
    // CHECK-NEXT: } : (tensor<8x8xf32>) -> tensor<1x8xf32>
    // GENERIC: in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>
    %0 = sdy.manual_computation(%c) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
      %1 = stablehlo.slice %arg1 [0:1, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
      sdy.return %1 : tensor<1x2xf32>
    } : (tensor<8x8xf32>) -> tensor<1x8xf32>
    // CHECK: stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l]) {i=8, j=8, k=8, l=8}, custom>}
    %2 = stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l]) {i=8, j=8, k=8, l=8}, custom>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    // CHECK: sdy.sharding_group %arg0 group_id=3 : tensor<8x8xf32>
    // GENERIC: "sdy.sharding_group"(%arg0) <{group_id = 3 : i64}> : (tensor<8x8xf32>) -> ()
    sdy.sharding_group %arg0 group_id=3 : tensor<8x8xf32>
    return %0 : tensor<1x8xf32>
  }
}
