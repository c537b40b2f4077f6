// A function whose arguments and results carry names the way exporters write
// them: jax.arg_info / jax.result_info attributes and name locations.
func.func public @main(%x: tensor<2xf32> {jax.arg_info = "x"}, %scale: tensor<f32> loc("scale"))
    -> (tensor<2xf32> {jax.result_info = "scaled"}, tensor<f32>) {
  %b = stablehlo.broadcast_in_dim %scale, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %0 = stablehlo.multiply %x, %b : tensor<2xf32>
  return %0, %scale : tensor<2xf32>, tensor<f32>
}

func.func private @helper(%a: tensor<i32>) -> tensor<i32> {
  return %a : tensor<i32>
}
