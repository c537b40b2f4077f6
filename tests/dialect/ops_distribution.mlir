// Round trips of the distribution ops: collectives, transfers, tokens and process ids.
// RUN: stablehlo-opt-go %s | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s

func.func @collectives(%x: tensor<2x2xi64>, %y: tensor<3x2xi64>) {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  %1:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>, tensor<3x2xi64>) -> (tensor<2x2xi64>, tensor<3x2xi64>)
  %2 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<4x1xi64>
  %3 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x1xi64>
  %4 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %5 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %6 = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  func.return
}

func.func @transfers(%x: tensor<2x2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  %1:2 = "stablehlo.recv"(%0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  %2:2 = "stablehlo.infeed"(%1#1) {infeed_config = "config"} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  %3 = "stablehlo.outfeed"(%2#0, %2#1) : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  %4 = "stablehlo.send"(%x, %3) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %4 : !stablehlo.token
}

func.func @tokens(%a: !stablehlo.token, %b: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.after_all %a, %b : !stablehlo.token
  %1 = stablehlo.after_all : !stablehlo.token
  %2 = stablehlo.create_token : !stablehlo.token
  %3 = stablehlo.replica_id : tensor<ui32>
  %4 = stablehlo.partition_id : tensor<ui32>
  func.return %0 : !stablehlo.token
}

// CHECK-LABEL: func.func @collectives(%arg0: tensor<2x2xi64>, %arg1: tensor<3x2xi64>) {
// CHECK-NEXT: %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x2xi64>) -> tensor<2x4xi64>
// CHECK-NEXT: %1:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT: %7 = stablehlo.add %arg2, %arg3 : tensor<i64>
// CHECK-NEXT: stablehlo.return %7 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x2xi64>, tensor<3x2xi64>) -> (tensor<2x2xi64>, tensor<3x2xi64>)
// CHECK-NEXT: %2 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x2xi64>) -> tensor<4x1xi64>
// CHECK-NEXT: %3 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT: %7 = stablehlo.add %arg2, %arg3 : tensor<i64>
// CHECK-NEXT: stablehlo.return %7 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x2xi64>) -> tensor<2x1xi64>
// CHECK-NEXT: %4 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: %5 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: %6 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @transfers(%arg0: tensor<2x2xi64>, %arg1: !stablehlo.token) -> !stablehlo.token {
// CHECK-NEXT: %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %1:2 = "stablehlo.recv"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
// CHECK-NEXT: %2:2 = "stablehlo.infeed"(%1#1) <{infeed_config = "config"}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
// CHECK-NEXT: %3 = "stablehlo.outfeed"(%2#0, %2#1) <{outfeed_config = ""}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %4 = "stablehlo.send"(%arg0, %3) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %4 : !stablehlo.token
// CHECK-LABEL: func.func @tokens(%arg0: !stablehlo.token, %arg1: !stablehlo.token) -> !stablehlo.token {
// CHECK-NEXT: %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
// CHECK-NEXT: %1 = stablehlo.after_all  : !stablehlo.token
// CHECK-NEXT: %2 = stablehlo.create_token : !stablehlo.token
// CHECK-NEXT: %3 = stablehlo.replica_id : tensor<ui32>
// CHECK-NEXT: %4 = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: return %0 : !stablehlo.token
