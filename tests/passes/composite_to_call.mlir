// Each stablehlo.composite becomes a func.call of its decomposition, with
// the same operands, results and location; `except` keeps named ones.
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(stablehlo-legalize-composite-to-call)' | FileCheck %s
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(stablehlo-legalize-composite-to-call)' | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(func.func(stablehlo-legalize-composite-to-call{except=my.pair}))' | FileCheck %s --check-prefix=EXCEPT
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(stablehlo-legalize-composite-to-call)' --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// The rewritten program runs.
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(stablehlo-legalize-composite-to-call)' | stablehlo-translate-go --interpret | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.composite
// CHECK: %[[ONE:.*]] = call @add_n.impl(%{{.*}}) : (tensor<i64>) -> tensor<i64>
// CHECK: %[[PAIR:.*]]:2 = call @pair.impl(%{{.*}}, %{{.*}}) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: %[[NONE:.*]] = call @nothing.impl() : () -> tensor<i1>
// CHECK: return %[[ONE]], %[[PAIR]]#0, %[[PAIR]]#1, %[[NONE]]
// EXCEPT-LABEL: func.func @main
// EXCEPT: call @add_n.impl
// EXCEPT: stablehlo.composite "my.pair"
// EXCEPT: call @nothing.impl
// LOC: call @add_n.impl{{.*}} loc(#[[LOC:loc[0-9]*]])
// LOC: #[[LOC]] = loc("{{.*}}composite_to_call.mlir":[[@LINE+24]]:8)
// EXEC: tensor<i64> {3}
// EXEC: tensor<2xf32> {
// EXEC-NEXT: [1.500000e+00, 6.000000e+00]
// EXEC: tensor<2xf32> {
// EXEC-NEXT: [5.000000e-01, -2.000000e+00]
// EXEC: tensor<i1> {true}

func.func private @add_n.impl(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.constant dense<2> : tensor<i64>
  %1 = stablehlo.add %arg0, %0 : tensor<i64>
  func.return %1 : tensor<i64>
}
func.func private @pair.impl(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %s = stablehlo.add %a, %b : tensor<2xf32>
  %d = stablehlo.subtract %a, %b : tensor<2xf32>
  func.return %s, %d : tensor<2xf32>, tensor<2xf32>
}
func.func private @nothing.impl() -> tensor<i1> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  func.return %t : tensor<i1>
}
func.func @main() -> (tensor<i64>, tensor<2xf32>, tensor<2xf32>, tensor<i1>) {
  %0 = stablehlo.constant dense<1> : tensor<i64>
  %1 = stablehlo.composite "stablehlo.add_n" %0 {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl} : (tensor<i64>) -> tensor<i64>
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.5, 4.0]> : tensor<2xf32>
  %2:2 = stablehlo.composite "my.pair" %a, %b {decomposition = @pair.impl, version = 3 : i32} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %3 = stablehlo.composite "my.nothing" {decomposition = @nothing.impl} : () -> tensor<i1>
  func.return %1, %2#0, %2#1, %3 : tensor<i64>, tensor<2xf32>, tensor<2xf32>, tensor<i1>
}
