// A process grid that can never complete is reported, not waited on.
// RUN: not stablehlo-translate-go --interpret --split-input-file --num-replicas 2 %s 2>&1 | FileCheck %s

// Replica 0 waits in all_reduce, replica 1 in all_gather.
// CHECK: mismatched collectives
// CHECK-SAME: stablehlo.all_
func.func @main() -> tensor<2xi64> {
  %id = stablehlo.replica_id : tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %first = stablehlo.compare EQ, %id, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %r = "stablehlo.if"(%first) ({
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return %s : tensor<2xi64>
  }, {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
    %h = "stablehlo.slice"(%g) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    stablehlo.return %h : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}

// -----

// A recv that no send will ever match.
// CHECK: deadlock
// CHECK-SAME: every live process
func.func @main() -> tensor<2xi64> {
  %tok = stablehlo.after_all : !stablehlo.token
  %r:2 = "stablehlo.recv"(%tok) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return %r#0 : tensor<2xi64>
}
