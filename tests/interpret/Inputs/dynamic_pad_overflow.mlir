// Input of overflow.mlir: dynamic_pad with run-time edge paddings.
func.func @main(%lo: tensor<1xi64>, %hi: tensor<1xi64>) -> tensor<?xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %v = stablehlo.constant dense<0.0> : tensor<f32>
  %in = stablehlo.constant dense<0> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
