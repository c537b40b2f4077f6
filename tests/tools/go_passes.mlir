// A Go-written pass and a Go rewrite pattern run between MLIR's own passes.
// RUN: stablehlo-opt-go %s --pass-pipeline='builtin.module(inline,func.func(test-go-add-self-to-multiply,test-go-annotate{attr=go.seen}),canonicalize,symbol-dce)' | FileCheck %s
// The same pipeline from individual pass flags, in command-line order.
// RUN: stablehlo-opt-go %s --inline --test-go-add-self-to-multiply --canonicalize | FileCheck %s --check-prefix=FLAGS
// A failure inside a Go pass is a located diagnostic and a non-zero exit.
// RUN: not stablehlo-opt-go %s --pass-pipeline='builtin.module(inline,func.func(test-go-fail{message="no good"}),canonicalize)' 2>&1 | FileCheck %s --check-prefix=FAIL
// Bad pipelines are reported.
// RUN: not stablehlo-opt-go %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not stablehlo-opt-go %s --pass-pipeline='builtin.module(func.func(test-go-annotate{bogus=1}))' 2>&1 | FileCheck %s --check-prefix=BADOPT

// CHECK-LABEL: func.func @main
// CHECK-NOT: call
// CHECK: %[[TWO:.*]] = stablehlo.constant {go.seen} dense<2.000000e+00> : tensor<4xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %arg0, %[[TWO]] {go.seen} : tensor<4xf32>
// CHECK: return {go.seen} %[[M]]
// CHECK-NOT: func.func private @double

// FLAGS: stablehlo.multiply %arg0, %{{.*}} : tensor<4xf32>

// FAIL: go_passes.mlir:[[@LINE+8]]:1: error: test-go-fail: no good
// UNKNOWN: no-such-pass
// BADOPT: unknown option "bogus"

func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @double(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
