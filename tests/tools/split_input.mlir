// --split-input-file follows mlir-opt: a marker one dash short is warned
// about and does not split; parts keep their line numbers.
// RUN: stablehlo-opt-go --split-input-file %s 2>&1 | FileCheck %s
// RUN: not stablehlo-opt-go --split-input-file %S/Inputs/split_error.mlir 2>&1 | FileCheck %s --check-prefix=LINE

// CHECK: split_input.mlir:[[@LINE+1]]:7: warning: near miss with file split marker
// ----
// CHECK: func.func @first
// CHECK-NEXT: return
// CHECK: func.func @second
// CHECK: {{^}}// {{-----}}
// CHECK: func.func @third
func.func @first() {
  func.return
}
func.func @second() {
  func.return
}

// -----

func.func @third() {
  func.return
}

// LINE: split_error.mlir:9:15: error: use of undeclared SSA value name
