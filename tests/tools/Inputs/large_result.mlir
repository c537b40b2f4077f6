// Input of cli.test: a result of 2000 elements and a named result.
func.func @main() -> (tensor<2000xi32> {jax.result_info = "['ids']"}, tensor<2xi32> {jax.result_info = "count"}) {
  %0 = stablehlo.iota dim = 0 : tensor<2000xi32>
  %1 = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  return %0, %1 : tensor<2000xi32>, tensor<2xi32>
}
