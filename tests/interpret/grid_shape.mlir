// The grid's shape is checked before anything is allocated for it, naming
// the attribute or flag it came from.
// RUN: not stablehlo-translate-go --interpret --split-input-file %s 2>&1 | FileCheck %s
// RUN: not stablehlo-translate-go --interpret --num-replicas 2147483648 %S/Inputs/replica_id.mlir 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not stablehlo-translate-go --interpret --num-replicas 4611686018427387904 --num-partitions 4 %S/Inputs/replica_id.mlir 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: stablehlo-translate-go --interpret --num-replicas 64 --num-partitions 64 %S/Inputs/replica_id.mlir | FileCheck %s --check-prefix=LIMIT

// FLAG: replica_id.mlir: --num-replicas 2147483648: a grid of 2147483648 replicas x 1 partitions exceeds the limit of 4096 processes
// FLAG-NOT: panic
// WRAP: replica_id.mlir: --num-replicas 4611686018427387904, --num-partitions 4: a grid of 4611686018427387904 replicas x 4 partitions exceeds the limit of 4096 processes
// WRAP-NOT: panic
// LIMIT: on process (63, 63)

// CHECK: grid_shape.mlir: mhlo.num_replicas = 100000, mhlo.num_partitions = 100000: a grid of 100000 replicas x 100000 partitions exceeds the limit of 4096 processes
module attributes {mhlo.num_replicas = 100000 : i64, mhlo.num_partitions = 100000 : i64} {
  func.func @main() -> tensor<ui32> {
    %0 = stablehlo.replica_id : tensor<ui32>
    func.return %0 : tensor<ui32>
  }
}

// -----

// CHECK: grid_shape.mlir: module attribute mhlo.num_replicas = -3 must be positive
module attributes {mhlo.num_replicas = -3 : i64} {
  func.func @main() -> tensor<ui32> {
    %0 = stablehlo.replica_id : tensor<ui32>
    func.return %0 : tensor<ui32>
  }
}

// -----

// CHECK: grid_shape.mlir: module attribute mhlo.num_partitions = 0 must be positive
module attributes {mhlo.num_partitions = 0 : i64} {
  func.func @main() -> tensor<ui32> {
    %0 = stablehlo.replica_id : tensor<ui32>
    func.return %0 : tensor<ui32>
  }
}
