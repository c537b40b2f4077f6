func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  return %0 : tensor<i32>
}
// ABC
func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<2> : tensor<i32>
  return %0 : tensor<i32>
}
