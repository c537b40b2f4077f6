// Input of grid_shape.mlir: every process returns its replica id.
func.func @main() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
