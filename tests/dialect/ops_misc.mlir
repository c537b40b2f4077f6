// Round trips of the miscellaneous ops: constants (including quantized), tuples, optimization_barrier, random numbers, custom_call, composite.
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

func.func @constants() {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %cst_1 = stablehlo.constant {attr = "x"} dense<0.5> : tensor<bf16>
  %cst_2 = stablehlo.constant() {value = dense<[10, 20]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>
  %cst_3 = stablehlo.constant dense<> : tensor<0xf32>
  func.return
}

func.func @tuples(%x: tensor<2xf32>, %t: !stablehlo.token) -> tensor<2xf32> {
  %0 = stablehlo.tuple %x, %t : tuple<tensor<2xf32>, !stablehlo.token>
  %1 = stablehlo.tuple %x, %0 : tuple<tensor<2xf32>, tuple<tensor<2xf32>, !stablehlo.token>>
  %2 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<2xf32>, tuple<tensor<2xf32>, !stablehlo.token>>) -> tuple<tensor<2xf32>, !stablehlo.token>
  %3 = stablehlo.get_tuple_element %2[0] : (tuple<tensor<2xf32>, !stablehlo.token>) -> tensor<2xf32>
  %4 = stablehlo.tuple : tuple<>
  func.return %3 : tensor<2xf32>
}

func.func @barrier(%x: tensor<2xf32>, %t: !stablehlo.token) -> tensor<2xf32> {
  %0:2 = stablehlo.optimization_barrier %x, %t : tensor<2xf32>, !stablehlo.token
  stablehlo.optimization_barrier
  func.return %0#0 : tensor<2xf32>
}

func.func @random(%a: tensor<f32>, %b: tensor<f32>, %s: tensor<2xi64>, %state: tensor<2xui64>) {
  %0 = stablehlo.rng %a, %b, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %1:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
  func.return
}

func.func @custom_call(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%x) {backend_config = "cfg", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @bar(%0) {api_version = 4 : i32, backend_config = {n = 1 : i64}, called_computations = [@add_n.impl], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  stablehlo.custom_call @"weird name"() : () -> ()
  func.return %1 : tensor<2xf32>
}

func.func @custom_call_tuple_alias(%t: tuple<tensor<2xf32>, tensor<i32>>, %y: tensor<2x3xf32>) -> tensor<i32> {
  %0:2 = stablehlo.custom_call @baz(%t, %y) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<2xf32>, tensor<i32>>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<i32>)
  func.return %0#1 : tensor<i32>
}

func.func @composite(%x: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.composite "stablehlo.add_n" %x {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl, version = 1 : i32} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

func.func private @add_n.impl(%x: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.add %x, %x : tensor<i64>
  func.return %0 : tensor<i64>
}

// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %cst = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %cst_1 = stablehlo.constant {attr = "x"} dense<5.000000e-01> : tensor<bf16>
// CHECK-NEXT: %cst_2 = stablehlo.constant() {value = dense<[10, 20]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>
// CHECK-NEXT: %cst_3 = stablehlo.constant dense<> : tensor<0xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tuples(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> tensor<2xf32> {
// CHECK-NEXT: %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf32>, !stablehlo.token>
// CHECK-NEXT: %1 = stablehlo.tuple %arg0, %0 : tuple<tensor<2xf32>, tuple<tensor<2xf32>, !stablehlo.token>>
// CHECK-NEXT: %2 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<2xf32>, tuple<tensor<2xf32>, !stablehlo.token>>) -> tuple<tensor<2xf32>, !stablehlo.token>
// CHECK-NEXT: %3 = stablehlo.get_tuple_element %2[0] : (tuple<tensor<2xf32>, !stablehlo.token>) -> tensor<2xf32>
// CHECK-NEXT: %4 = stablehlo.tuple : tuple<>
// CHECK-NEXT: return %3 : tensor<2xf32>
// CHECK-LABEL: func.func @barrier(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> tensor<2xf32> {
// CHECK-NEXT: %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<2xf32>, !stablehlo.token
// CHECK-NEXT: stablehlo.optimization_barrier
// CHECK-NEXT: return %0#0 : tensor<2xf32>
// CHECK-LABEL: func.func @random(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>, %arg3: tensor<2xui64>) {
// CHECK-NEXT: %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg3, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @custom_call(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "cfg", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.custom_call @bar(%0) {api_version = 4 : i32, backend_config = {n = 1 : i64}, called_computations = [@add_n.impl], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: stablehlo.custom_call @"weird name"() : () -> ()
// CHECK-NEXT: return %1 : tensor<2xf32>
// CHECK-LABEL: func.func @custom_call_tuple_alias(%arg0: tuple<tensor<2xf32>, tensor<i32>>, %arg1: tensor<2x3xf32>) -> tensor<i32> {
// CHECK-NEXT: %0:2 = stablehlo.custom_call @baz(%arg0, %arg1) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<2xf32>, tensor<i32>>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<i32>)
// CHECK-NEXT: return %0#1 : tensor<i32>
// CHECK-LABEL: func.func @composite(%arg0: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT: %0 = stablehlo.composite "stablehlo.add_n" %arg0 {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl, version = 1 : i32} : (tensor<i64>) -> tensor<i64>
// CHECK-NEXT: return %0 : tensor<i64>
// CHECK-LABEL: func.func private @add_n.impl(%arg0: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<i64>
// CHECK-NEXT: return %0 : tensor<i64>
