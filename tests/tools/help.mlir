// RUN: stablehlo-opt-go --help | FileCheck %s
// CHECK: --pass-pipeline
// CHECK: --split-input-file
// CHECK: --verify-diagnostics
// CHECK: PASSES
// CHECK-DAG: --canonicalize
// CHECK-DAG: --inline
// CHECK-DAG: --symbol-dce
// CHECK-DAG: --test-go-annotate
