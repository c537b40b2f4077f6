// Input of split_input.mlir: an error in the second part, reported at its
// line in this file.
func.func @ok() {
  func.return
}

// -----
func.func @bad() {
  func.return %undefined : tensor<f32>
}
