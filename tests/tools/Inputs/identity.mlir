// Input of translate_inputs.test: a public @main and @other, a private
// helper.
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @other(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @helper(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
