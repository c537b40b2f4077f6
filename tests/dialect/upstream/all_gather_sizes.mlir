// all_gather result sizes: upstream asks only for a multiple of a non-zero
// operand size in the gathered dimension.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @multiple_of_operand(%x: tensor<2x2xi64>) -> tensor<2x6xi64> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x6xi64>
  func.return %0 : tensor<2x6xi64>
}

// -----

module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @cross_replica_and_partition(%x: tensor<2x2xi64>) -> tensor<2x4xi64> {
    %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
    func.return %0 : tensor<2x4xi64>
  }
}

// -----

func.func @not_a_multiple(%x: tensor<2x4xi64>) -> tensor<2x6xi64> {
  // expected-error @+1 {{C6: unexpected size 6 of result dimension 1}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x6xi64>
  func.return %0 : tensor<2x6xi64>
}

// -----

func.func @zero_operand_size(%x: tensor<2x0xi64>) -> tensor<2x0xi64> {
  // expected-error @+1 {{C6: expects a non-zero size of operand dimension 1}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x0xi64>) -> tensor<2x0xi64>
  func.return %0 : tensor<2x0xi64>
}
