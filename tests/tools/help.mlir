// RUN: stablehlo-opt-go --help | FileCheck %s
// CHECK: --pass-pipeline
// CHECK: --split-input-file
// CHECK: --verify-diagnostics
// CHECK: PASSES
// CHECK-DAG: --canonicalize
// CHECK-DAG: --inline
// CHECK-DAG: --symbol-dce

// The test-go-* passes are for the project's tests: they run (go_passes.mlir)
// but neither --help nor --list-passes shows them.
// RUN: stablehlo-opt-go --help | FileCheck %s --check-prefix=HIDDEN
// RUN: stablehlo-opt-go --list-passes | FileCheck %s --check-prefix=HIDDEN
// HIDDEN-NOT: test-go-

// --list-passes lists the passes as mlir-opt does.
// RUN: stablehlo-opt-go --list-passes | FileCheck %s --check-prefix=LIST
// LIST: Passes:
// LIST-DAG: --canonicalize {{ *}}-   Canonicalize operations
// LIST-DAG: --stablehlo-expand-batch-norm
